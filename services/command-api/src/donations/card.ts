import { z } from 'zod';

export const CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  expiry: 'Please enter a valid expiration date (MM/YY).',
  cvv: 'Please enter a valid 4-digit CVV (or 3-digit).',
  holder: 'Please enter the cardholder name.',
} as const;

export type CardType = 'visa' | 'mastercard' | 'amex' | 'discover' | 'dinersclub' | 'jcb';

const cardPatterns: [CardType, RegExp][] = [
  ['amex', /^3[47]/],
  ['dinersclub', /^3(0[0-5]|[68])/],
  ['jcb', /^35/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2[2-7])/],
  ['discover', /^(6011|65|64[4-9])/],
];

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

export const expiryIsValid = (expiry: string, now: Date) => {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
};

/** The card form's fields; `clock` gives the date an expiry is checked against, read at each parse. */
export const cardFields = (clock: () => Date) => ({
  cardNumber: z
    .string({ error: CARD_MESSAGES.number })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{13,19}$/.test(digits) && passesLuhn(digits) && cardTypeOf(digits) !== undefined, CARD_MESSAGES.number),
  expiry: z.string({ error: CARD_MESSAGES.expiry }).trim().refine((value) => expiryIsValid(value, clock()), CARD_MESSAGES.expiry),
  cvv: z.string({ error: CARD_MESSAGES.cvv }).trim(),
  cardholderName: z.string({ error: CARD_MESSAGES.holder }).trim().min(1, CARD_MESSAGES.holder).max(100, CARD_MESSAGES.holder),
});

/** American Express has a 4-digit CVV, every other type 3. */
export const cvvFitsCard = (card: { cardNumber: string; cvv: string }) =>
  (cardTypeOf(card.cardNumber) === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvv);

export const cardDetails = (clock: () => Date) =>
  z.object(cardFields(clock)).refine(cvvFitsCard, { message: CARD_MESSAGES.cvv, path: ['cvv'] });
export type CardDetails = z.infer<ReturnType<typeof cardDetails>>;
