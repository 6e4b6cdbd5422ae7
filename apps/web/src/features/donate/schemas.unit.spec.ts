import { DONATION_LIMIT_MESSAGES, DONATION_MESSAGES } from '@harambee/rules';
import { cardSchema, fieldErrors, simpleDonationSchema } from './schemas';

const amountMessage = (amount: string) => {
  const result = simpleDonationSchema.safeParse({
    amount,
    donorName: 'Amina',
    anonymous: false,
    message: '',
  });
  return result.success ? undefined : fieldErrors(result.error).amount;
};

describe('the donation form’s amount', () => {
  it('when the amount is under the minimum, then the message names the minimum', () => {
    expect(amountMessage('0.50')).toBe(DONATION_LIMIT_MESSAGES.minimum);
    expect(DONATION_LIMIT_MESSAGES.minimum).toBe('The minimum gift is $1.');
  });

  it('when the amount is over the maximum, then the message names the maximum', () => {
    expect(amountMessage('1000000.01')).toBe(DONATION_LIMIT_MESSAGES.maximum);
  });

  it('when the amount is empty, zero or not a number, then the spec’s message shows', () => {
    expect(amountMessage('')).toBe(DONATION_MESSAGES.amount);
    expect(amountMessage('0')).toBe(DONATION_MESSAGES.amount);
    expect(amountMessage('ten')).toBe(DONATION_MESSAGES.amount);
  });
});

describe('the card form’s CVV', () => {
  it('when a Visa is given four digits, then the message asks for its three', () => {
    const result = cardSchema(new Date('2026-11-25T00:00:00Z')).safeParse({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/28',
      cvv: '1234',
      cardholderName: 'Amina',
    });
    expect(result.success ? undefined : fieldErrors(result.error).cvv).toBe(
      'Please enter the 3-digit CVV from the back of your Visa card.',
    );
  });
});
