/** The card form's rules and the spec's messages, checked the same way in the browser and by the command API. */
import type { MessageKey, Words } from '@harambee/messages';
import { withoutSeparators } from './typed-number';

/** The card form's refusals by catalogue key. */
export const CARD_MESSAGES = {
  number: 'card.numberInvalid',
  expiry: 'card.expiryInvalid',
  cvv: 'card.cvvInvalid',
  holder: 'card.holderRequired',
} as const satisfies Record<string, MessageKey>;

export const CARD_DIGITS = { min: 13, max: 19 } as const;

export type CardType = 'visa' | 'mastercard' | 'amex' | 'discover' | 'dinersclub' | 'jcb';

const cardPatterns: [CardType, RegExp][] = [
  ['amex', /^3[47]/],
  ['dinersclub', /^3(0[0-5]|[68])/],
  ['jcb', /^35/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2[2-7])/],
  ['discover', /^(6011|65|64[4-9])/],
];

export const normaliseCardNumber = withoutSeparators;

/** The type of card its first digits belong to, if any of the six. */
export const cardTypeOf = (digits: string): CardType | undefined =>
  cardPatterns.find(([, pattern]) => pattern.test(digits))?.[0];

export const passesLuhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

const digitCount = new RegExp(`^\\d{${CARD_DIGITS.min},${CARD_DIGITS.max}}$`);

/** 13 to 19 digits (spaces and dashes aside) that pass the checksum and belong to one of the six card types. */
export const cardNumberIsValid = (cardNumber: string) => {
  const digits = normaliseCardNumber(cardNumber);
  return digitCount.test(digits) && passesLuhn(digits) && cardTypeOf(digits) !== undefined;
};

/** MM/YY with month 01-12, not before the current month in UTC, so browser and server agree at a month's turn. */
export const expiryIsValid = (expiry: string, now: Date) => {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
};

/** American Express has a 4-digit CVV, every other type 3. */
export const cvvLength = (cardNumber: string) =>
  cardTypeOf(normaliseCardNumber(cardNumber)) === 'amex' ? 4 : 3;

const CARD_LABELS: Record<CardType, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  dinersclub: 'Diners Club',
  jcb: 'JCB',
};

/** The CVV refusal for the number typed, by catalogue key and arguments (the side and length follow the card type). */
export const cvvWords = (cardNumber: string): Words => {
  const type = cardTypeOf(normaliseCardNumber(cardNumber));
  if (!type) return { key: CARD_MESSAGES.cvv };
  return {
    key: 'card.cvvFor',
    values: {
      digits: cvvLength(cardNumber),
      side: type === 'amex' ? 'front' : 'back',
      card: CARD_LABELS[type],
    },
  };
};

export const cvvIsValid = (cvv: string, cardNumber: string) =>
  /^\d+$/.test(cvv) && cvv.length === cvvLength(cardNumber);
