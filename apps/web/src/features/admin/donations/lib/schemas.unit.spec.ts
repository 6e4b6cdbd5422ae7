import { DONATION_MESSAGES } from '@harambee/rules';
import { fieldErrors, generateSchema, offlineGiftSchema } from './schemas';

describe('offline gift form', () => {
  it('when the amount and a name are given, then the gift is accepted with trimmed text', () => {
    const parsed = offlineGiftSchema.parse({
      amount: '25',
      donorName: ' Grace ',
      anonymous: false,
      message: ' Asante ',
    });
    expect(parsed).toEqual({ amount: 25, donorName: 'Grace', anonymous: false, message: 'Asante' });
  });

  it('when the amount is missing, zero or not a number, then the donation form message is shown', () => {
    ['', '0', 'abc', '-5'].forEach((amount) => {
      const result = offlineGiftSchema.safeParse({
        amount,
        donorName: 'Grace',
        anonymous: false,
        message: '',
      });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error).amount).toBe(DONATION_MESSAGES.amount);
    });
  });

  it('when no name is given, then the gift must be anonymous', () => {
    const named = offlineGiftSchema.safeParse({
      amount: 10,
      donorName: '  ',
      anonymous: false,
      message: '',
    });
    expect(named.success).toBe(false);
    if (!named.success) expect(fieldErrors(named.error).donorName).toBe(DONATION_MESSAGES.name);
    expect(
      offlineGiftSchema.safeParse({ amount: 10, donorName: '', anonymous: true, message: '' })
        .success,
    ).toBe(true);
  });
});

describe('test donation generator form', () => {
  it.each([
    ['1', true],
    ['31', true],
    ['0', false],
    ['32', false],
    ['2.5', false],
    ['', false],
  ])('when the count is %p, then it is accepted: %p', (count, ok) => {
    expect(generateSchema.safeParse({ count }).success).toBe(ok);
  });
});
