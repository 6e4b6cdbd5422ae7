import { say } from '@harambee/messages';
import {
  cardNumberIsValid,
  cardTypeOf,
  cvvIsValid,
  cvvLength,
  cvvWords,
  expiryIsValid,
  passesLuhn,
} from './card';

describe('card rules', () => {
  it.each([
    ['4111', 'visa'],
    ['4242424242424242', 'visa'],
    ['5500', 'mastercard'],
    ['2221', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['3400', 'amex'],
    ['378282246310005', 'amex'],
    ['6011', 'discover'],
    ['6011111111111117', 'discover'],
    ['3056', 'dinersclub'],
    ['3056930009020004', 'dinersclub'],
    ['3530', 'jcb'],
    ['3530111333300000', 'jcb'],
  ])('when a number starts %s, then it is a %s card', (digits, type) => {
    expect(cardTypeOf(digits)).toBe(type);
  });

  it('when the first digits match no network, then no type is detected', () => {
    expect(cardTypeOf('9999')).toBeUndefined();
  });

  it('when the Luhn checksum is computed, then only a correct last digit passes', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('when the checksum fails or the length is wrong, then the number is invalid', () => {
    expect(cardNumberIsValid('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberIsValid('4242-4242-4242-4242')).toBe(true);
    expect(cardNumberIsValid('4242 4242 4242 4241')).toBe(false);
    expect(cardNumberIsValid('4242 4242 42')).toBe(false);
    expect(cardNumberIsValid('4242')).toBe(false);
  });

  it.each(['9999 9999 9999 9995', '9000000000000001', '1234567812345670', '7000000000000005'])(
    'when %s passes the checksum but matches none of the six card types, then it is not a valid card number',
    (cardNumber) => {
      expect(passesLuhn(cardNumber.replace(/ /g, ''))).toBe(true);
      expect(cardTypeOf(cardNumber)).toBeUndefined();
      expect(cardNumberIsValid(cardNumber)).toBe(false);
    },
  );

  it('when an expiry is checked, then this month is accepted and past or impossible months are not', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(expiryIsValid('11/26', now)).toBe(true);
    expect(expiryIsValid('12/28', now)).toBe(true);
    expect(expiryIsValid('10/26', now)).toBe(false);
    expect(expiryIsValid('01/20', now)).toBe(false);
    expect(expiryIsValid('13/30', now)).toBe(false);
    expect(expiryIsValid('00/30', now)).toBe(false);
    expect(expiryIsValid('1/30', now)).toBe(false);
    expect(expiryIsValid('06/25', new Date(2025, 5, 15))).toBe(true);
    expect(expiryIsValid('05/25', new Date(2025, 5, 15))).toBe(false);
  });

  it('when a month turns in UTC, then the expiry is judged by the UTC month wherever the browser is', () => {
    expect(expiryIsValid('11/26', new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(expiryIsValid('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('when the card is American Express, then the CVV has 4 digits, else 3', () => {
    expect(cvvLength('3782 822463 10005')).toBe(4);
    expect(cvvLength('4242 4242 4242 4242')).toBe(3);
    expect(cvvIsValid('1234', '378282246310005')).toBe(true);
    expect(cvvIsValid('123', '378282246310005')).toBe(false);
    expect(cvvIsValid('123', '4242424242424242')).toBe(true);
    expect(cvvIsValid('1234', '4242424242424242')).toBe(false);
    expect(cvvIsValid('12a', '4242424242424242')).toBe(false);
  });
});

describe('the CVV message', () => {
  it('when the card’s brand is known, then the message names its length and where to find it', () => {
    expect(say('en', cvvWords('4242 4242 4242 4242'))).toBe(
      'Please enter the 3-digit CVV from the back of your Visa card.',
    );
    expect(say('en', cvvWords('3782 822463 10005'))).toBe(
      'Please enter the 4-digit CVV from the front of your American Express card.',
    );
  });

  it('when no brand is known yet, then the spec’s message is shown', () => {
    expect(say('en', cvvWords(''))).toBe('Please enter a valid 4-digit CVV (or 3-digit).');
  });
});
