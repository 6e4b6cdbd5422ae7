import { CARD_MESSAGES, cardDetails, cardTypeOf, expiryIsValid, passesLuhn } from './card';

const now = new Date('2026-11-22T10:00:00Z');
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvv: '123', cardholderName: 'Grace Otieno' };
const messageFor = (card: object) => {
  const result = cardDetails(() => now).safeParse(card);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('card rules', () => {
  it('detects card types by their prefixes', () => {
    expect(cardTypeOf('4242424242424242')).toBe('visa');
    expect(cardTypeOf('5555555555554444')).toBe('mastercard');
    expect(cardTypeOf('378282246310005')).toBe('amex');
    expect(cardTypeOf('6011111111111117')).toBe('discover');
    expect(cardTypeOf('3056930009020004')).toBe('dinersclub');
    expect(cardTypeOf('3530111333300000')).toBe('jcb');
  });

  it('checks the Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('accepts this month and refuses past months and impossible months', () => {
    expect(expiryIsValid('11/26', now)).toBe(true);
    expect(expiryIsValid('10/26', now)).toBe(false);
    expect(expiryIsValid('13/30', now)).toBe(false);
    expect(expiryIsValid('1/30', now)).toBe(false);
  });

  it('when a field is wrong, then the spec message names it', () => {
    expect(messageFor(valid)).toBeUndefined();
    expect(messageFor({ ...valid, cardNumber: '4242 4242 4242 4241' })).toBe(CARD_MESSAGES.number);
    expect(messageFor({ ...valid, cardNumber: '4242' })).toBe(CARD_MESSAGES.number);
    expect(messageFor({ ...valid, expiry: '01/20' })).toBe(CARD_MESSAGES.expiry);
    expect(messageFor({ ...valid, cvv: '1234' })).toBe(CARD_MESSAGES.cvv);
    expect(messageFor({ ...valid, cardNumber: '378282246310005', cvv: '123' })).toBe(CARD_MESSAGES.cvv);
    expect(messageFor({ ...valid, cardNumber: '378282246310005', cvv: '1234' })).toBeUndefined();
    expect(messageFor({ ...valid, cardholderName: ' ' })).toBe(CARD_MESSAGES.holder);
  });

  it.each(['9000000000000001', '1234567812345670', '7000000000000005'])(
    'when %s passes the checksum but matches none of the six card types, then it is not a valid card number',
    (cardNumber) => {
      expect(cardTypeOf(cardNumber)).toBeUndefined();
      expect(messageFor({ ...valid, cardNumber })).toBe(CARD_MESSAGES.number);
    },
  );
});
