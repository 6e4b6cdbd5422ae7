import { ForbiddenError } from '@harambee/platform';
import type { Request } from 'express';
import { ussdCallbackGuard } from './callback-guard';

const SECRET = 'the-ussd-callback-secret-of-these-tests';
const outcome = (allowedAddresses: string[], secret: string, ip: string): 'passed' | 'refused' => {
  let result: unknown;
  const req = { params: { secret }, ip } as unknown as Request;
  ussdCallbackGuard({ serviceCode: '*384*123#', callbackSecret: SECRET, allowedAddresses })(
    req,
    {} as never,
    (error?: unknown) => {
      result = error;
    },
  );
  return result instanceof ForbiddenError ? 'refused' : 'passed';
};

describe('the USSD callback guard', () => {
  it('when the secret in the URL is wrong, then the callback is refused whatever its address', () => {
    expect(outcome([], SECRET, '203.0.113.9')).toBe('passed');
    expect(outcome([], 'guessed', '203.0.113.9')).toBe('refused');
  });

  it("when the gateway's ranges are listed, then only callbacks from them pass (IPv4 mapped in IPv6 too)", () => {
    const ranges = ['196.201.214.0/24', '2001:db8::1'];
    expect(outcome(ranges, SECRET, '196.201.214.200')).toBe('passed');
    expect(outcome(ranges, SECRET, '::ffff:196.201.214.7')).toBe('passed');
    expect(outcome(ranges, SECRET, '2001:db8::1')).toBe('passed');
    expect(outcome(ranges, SECRET, '198.51.100.4')).toBe('refused');
  });
});
