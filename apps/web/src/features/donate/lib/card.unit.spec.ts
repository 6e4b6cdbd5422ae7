import { CARD_NUMBER_INPUT_MAX, cardNumberIsValid, cardTypeOf, cvvIsValid, expiryIsValid, formatCardNumber, formatExpiry } from './card';

describe('card entry', () => {
  it('when a number is typed, then it is grouped in fours, and American Express as 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('when a number is longer than 19 digits, then the extra digits are dropped', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('when the longest number is grouped, then it fits the input, which takes no more than that', () => {
    expect(formatCardNumber('4'.repeat(19))).toBe('4444 4444 4444 4444 444');
    expect(CARD_NUMBER_INPUT_MAX).toBe(formatCardNumber('4'.repeat(19)).length);
    expect(formatCardNumber('3'.repeat(3) + '7'.repeat(12)).length).toBeLessThanOrEqual(CARD_NUMBER_INPUT_MAX);
  });

  it('when the first digits match a network, then its type is detected', () => {
    expect(cardTypeOf('4111')).toBe('visa');
    expect(cardTypeOf('5500')).toBe('mastercard');
    expect(cardTypeOf('2221')).toBe('mastercard');
    expect(cardTypeOf('3400')).toBe('amex');
    expect(cardTypeOf('6011')).toBe('discover');
    expect(cardTypeOf('3056')).toBe('dinersclub');
    expect(cardTypeOf('3530')).toBe('jcb');
    expect(cardTypeOf('9999')).toBeUndefined();
  });

  it('when the checksum fails or the length is wrong, then the number is invalid', () => {
    expect(cardNumberIsValid('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberIsValid('4242 4242 4242 4241')).toBe(false);
    expect(cardNumberIsValid('4242 4242 42')).toBe(false);
  });

  it('when a number passes the checksum but belongs to no known card type, then it is invalid, as the server says', () => {
    expect(cardNumberIsValid('9999 9999 9999 9995')).toBe(false);
  });

  it('when an expiry is typed, then the slash is added and a past or impossible month is invalid', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12', '12/')).toBe('1');
    const now = new Date(2025, 5, 15);
    expect(expiryIsValid('06/25', now)).toBe(true);
    expect(expiryIsValid('05/25', now)).toBe(false);
    expect(expiryIsValid('13/30', now)).toBe(false);
    expect(expiryIsValid('1/30', now)).toBe(false);
  });

  it('when the card is American Express, then the CVV has 4 digits, else 3', () => {
    expect(cvvIsValid('1234', '378282246310005')).toBe(true);
    expect(cvvIsValid('123', '378282246310005')).toBe(false);
    expect(cvvIsValid('123', '4242424242424242')).toBe(true);
    expect(cvvIsValid('1234', '4242424242424242')).toBe(false);
  });
});
