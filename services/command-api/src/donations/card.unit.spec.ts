import { say } from '@harambee/messages';
import { wordsOf } from '@harambee/platform';
import { CARD_MESSAGES } from '@harambee/rules';
import { cardDetails } from './card';

const now = new Date('2026-11-22T10:00:00Z');
const valid = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/28',
  cvv: '123',
  cardholderName: 'Grace Otieno',
};
const messageFor = (card: object) => {
  const result = cardDetails(() => now).safeParse(card);
  return result.success ? undefined : say('en', wordsOf(result.error.issues[0]));
};

describe('card details', () => {
  it('when a field is wrong, then the spec message names it', () => {
    expect(messageFor(valid)).toBeUndefined();
    expect(messageFor({ ...valid, cardNumber: '4242 4242 4242 4241' })).toBe(
      say('en', { key: CARD_MESSAGES.number }),
    );
    expect(messageFor({ ...valid, cardNumber: '4242' })).toBe(
      say('en', { key: CARD_MESSAGES.number }),
    );
    expect(messageFor({ ...valid, expiry: '01/20' })).toBe(
      say('en', { key: CARD_MESSAGES.expiry }),
    );
    expect(messageFor({ ...valid, cvv: '1234' })).toBe(
      'Please enter the 3-digit CVV from the back of your Visa card.',
    );
    expect(messageFor({ ...valid, cardNumber: '378282246310005', cvv: '123' })).toBe(
      'Please enter the 4-digit CVV from the front of your American Express card.',
    );
    expect(messageFor({ ...valid, cardNumber: '378282246310005', cvv: '1234' })).toBeUndefined();
    expect(messageFor({ ...valid, cardholderName: ' ' })).toBe(
      say('en', { key: CARD_MESSAGES.holder }),
    );
  });

  it('when the number is typed with spaces or dashes, then the details carry its digits alone', () => {
    const result = cardDetails(() => now).safeParse({
      ...valid,
      cardNumber: '4242-4242 4242-4242',
    });
    expect(result.success && result.data.cardNumber).toBe('4242424242424242');
  });

  it.each(['9000000000000001', '1234567812345670', '7000000000000005'])(
    'when %s passes the checksum but matches none of the six card types, then the number message is given',
    (cardNumber) => {
      expect(messageFor({ ...valid, cardNumber })).toBe(say('en', { key: CARD_MESSAGES.number }));
    },
  );
});
