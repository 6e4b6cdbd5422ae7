/** Card entry as the backer types: digits grouped, the slash of MM/YY added. The rules themselves are shared. */
import { CARD_DIGITS, cardTypeOf, type CardType } from '@harambee/rules';

/** The input's maxLength: 19 digits in groups of four take 4 spaces (23); American Express's 4-6-5 takes fewer. */
export const CARD_NUMBER_INPUT_MAX = CARD_DIGITS.max + Math.ceil(CARD_DIGITS.max / 4) - 1;

export const cardTypeLabels: Record<CardType, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  dinersclub: 'Diners Club',
  jcb: 'JCB',
};

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Groups of four; American Express as 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, CARD_DIGITS.max);
  if (cardTypeOf(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Types MM/YY as the user goes: '1' stays, '12' becomes '12/', '1225' becomes '12/25'. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = digitsOf(value).slice(0, 4);
  if (value.length < previous.length && previous.endsWith('/') && digits.length === 2)
    return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 ? `${digits}/` : digits;
}
