import { tokenIsLive } from './token';

const jwtWith = (payload: object) =>
  ['{"alg":"HS256"}', JSON.stringify(payload)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.signature';

describe('tokenIsLive', () => {
  const now = Date.UTC(2026, 0, 10);

  it('when the token expires later, then it is live', () => {
    expect(tokenIsLive(jwtWith({ sub: 'u1', exp: now / 1000 + 60 }), now)).toBe(true);
  });

  it('when the token has expired, then it is not live', () => {
    expect(tokenIsLive(jwtWith({ sub: 'u1', exp: now / 1000 - 1 }), now)).toBe(false);
  });

  it('when the token carries no readable expiry, then the server is left to judge it', () => {
    expect(tokenIsLive('not-a-jwt', now)).toBe(true);
    expect(tokenIsLive(jwtWith({ sub: 'u1' }), now)).toBe(true);
  });
});
