export type CardType = 'visa' | 'mastercard' | 'amex' | 'discover' | 'dinersclub' | 'jcb';

export const CARD_MAX_DIGITS = 19;
/** The input's maxLength: 19 digits in groups of four take 4 spaces (23); American Express's 4-6-5 takes fewer. */
export const CARD_NUMBER_INPUT_MAX = CARD_MAX_DIGITS + Math.ceil(CARD_MAX_DIGITS / 4) - 1;

const cardPatterns: [CardType, RegExp][] = [
  ['amex', /^3[47]/],
  ['dinersclub', /^3(0[0-5]|[68])/],
  ['jcb', /^35/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2[2-7])/],
  ['discover', /^(6011|65|64[4-9])/],
];

export const cardTypeLabels: Record<CardType, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  dinersclub: 'Diners Club',
  jcb: 'JCB',
};

export const digitsOf = (value: string) => value.replace(/\D/g, '');

export const cardTypeOf = (digits: string): CardType | undefined =>
  cardPatterns.find(([, pattern]) => pattern.test(digits))?.[0];

/** Groups of four; American Express as 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, CARD_MAX_DIGITS);
  if (cardTypeOf(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardNumberIsValid = (value: string) => {
  const digits = digitsOf(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits) && cardTypeOf(digits) !== undefined;
};

/** Types MM/YY as the user goes: '1' stays, '12' becomes '12/', '1225' becomes '12/25'. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = digitsOf(value).slice(0, 4);
  if (value.length < previous.length && previous.endsWith('/') && digits.length === 2) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 ? `${digits}/` : digits;
}

/** MM/YY with month 01-12, not before the current month. */
export function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export const cvvLength = (cardNumber: string) => (cardTypeOf(digitsOf(cardNumber)) === 'amex' ? 4 : 3);

export const cvvIsValid = (cvv: string, cardNumber: string) => new RegExp(`^\\d{${cvvLength(cardNumber)}}$`).test(cvv.trim());
