import {
  CARD_MESSAGES,
  DONATION_LIMIT_MESSAGES,
  DONATION_MAX_DOLLARS,
  DONATION_MESSAGE_MAX,
  DONATION_MESSAGES,
  DONATION_MIN_DOLLARS,
  DONOR_NAME_MAX,
  cardNumberIsValid,
  checkMobileMoney,
  cvvIsValid,
  cvvWords,
  expiryIsValid,
  isMobileMoneyCountry,
  mobileMoneyProvidersIn,
  normaliseCardNumber,
} from '@harambee/rules';
import type { Words } from '@harambee/messages';

/**
 * The donate flow's form checks, the shared rules applied as the server applies them, written without zod: the donate
 * page is a donor's first visit to the app, and zod would be a sixth of its script.
 */

export const MESSAGE_MAX = DONATION_MESSAGE_MAX;
export const dedicationTypes = ['inHonor', 'inMemory', 'inCelebration'] as const;

export const paymentMethods = ['creditCard', 'mobileMoney', 'bitcoin'] as const;

/** The simpler form's fields as typed: amount, name unless anonymous, message. */
export type SimpleDonationInput = {
  amount: string;
  donorName: string;
  anonymous: boolean;
  message: string;
};
export type DonationFormInput = SimpleDonationInput & {
  email: string;
  keepPosted: boolean;
  coverFees: boolean;
  dedicate: boolean;
  dedicationType: (typeof dedicationTypes)[number];
  dedicationName: string;
  paymentMethod: (typeof paymentMethods)[number];
  country: string;
  mobileProvider: string;
  phone: string;
};
/** The donation form before anything is typed or chosen. */
export const EMPTY_DONATION_FORM: DonationFormInput = {
  amount: '',
  donorName: '',
  anonymous: false,
  email: '',
  message: '',
  keepPosted: false,
  coverFees: false,
  dedicate: false,
  dedicationType: 'inHonor',
  dedicationName: '',
  paymentMethod: 'creditCard',
  country: '',
  mobileProvider: '',
  phone: '',
};
/** What a form hands on once its checks pass: its texts trimmed, the amount in dollars. */
type Checked<Input> = Omit<Input, 'amount'> & { amount: number };
export type SimpleDonationDetails = Checked<SimpleDonationInput>;
export type DonationDetails = Checked<DonationFormInput>;

export type CardInput = { cardNumber: string; expiry: string; cvv: string; cardholderName: string };
/** The card as typed, its number without spaces and its texts trimmed. */
export type CardDetails = CardInput;

/** Each refused field's first refusal: a catalogue key with its arguments, said in the page's language. */
export type FieldErrors = Record<string, Words>;
export type FormCheck<Details> =
  { ok: true; details: Details } | { ok: false; errors: FieldErrors };

const said = (key: Words['key']): Words => ({ key });

/** Collects each field's first refusal, in the order the checks run. */
function refusals() {
  const errors: FieldErrors = {};
  return {
    errors,
    refuse: (field: string, words: Words) => {
      errors[field] ??= words;
    },
  };
}

function outcome<Details>(errors: FieldErrors, details: Details): FormCheck<Details> {
  return Object.keys(errors).length === 0 ? { ok: true, details } : { ok: false, errors };
}

/** The amount in dollars, or why it is refused. */
function amountOf(typed: string): number | Words {
  const text = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return said(DONATION_MESSAGES.amount);
  const dollars = Number(text);
  if (dollars <= 0) return said(DONATION_MESSAGES.amount);
  if (dollars < DONATION_MIN_DOLLARS) return DONATION_LIMIT_MESSAGES.minimum;
  if (dollars > DONATION_MAX_DOLLARS) return DONATION_LIMIT_MESSAGES.maximum;
  return dollars;
}

/** The fields both forms share, checked and trimmed. */
function checkGift(form: SimpleDonationInput, refuse: (field: string, words: Words) => void) {
  const amount = amountOf(form.amount);
  if (typeof amount !== 'number') refuse('amount', amount);
  const donorName = form.donorName.trim();
  const message = form.message.trim();
  if (donorName.length > DONOR_NAME_MAX) refuse('donorName', said(DONATION_MESSAGES.name));
  if (message.length > MESSAGE_MAX) refuse('message', said(DONATION_MESSAGES.message));
  if (!form.anonymous && donorName.length === 0) refuse('donorName', said(DONATION_MESSAGES.name));
  return { amount: typeof amount === 'number' ? amount : 0, donorName, message };
}

export function checkSimpleDonation(form: SimpleDonationInput): FormCheck<SimpleDonationDetails> {
  const { errors, refuse } = refusals();
  const gift = checkGift(form, refuse);
  return outcome(errors, { ...form, ...gift });
}

const EMAIL_MAX = 254;
const DEDICATION_NAME_MAX = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The mobile-money field the shared check's message is about. */
const mobileMoneyFieldOf = (country: string, provider: string) =>
  !isMobileMoneyCountry(country)
    ? 'country'
    : (mobileMoneyProvidersIn(country) as readonly string[]).includes(provider)
      ? 'phone'
      : 'mobileProvider';

export function checkDonation(form: DonationFormInput): FormCheck<DonationDetails> {
  const { errors, refuse } = refusals();
  const gift = checkGift(form, refuse);
  const email = form.email.trim();
  const dedicationName = form.dedicationName.trim();
  if (email.length > EMAIL_MAX || (email !== '' && !EMAIL_PATTERN.test(email)))
    refuse('email', said(DONATION_MESSAGES.email));
  if (dedicationName.length > DEDICATION_NAME_MAX)
    refuse('dedicationName', said(DONATION_MESSAGES.dedication));
  if (form.keepPosted && email.length === 0)
    refuse('email', said(DONATION_MESSAGES.keepPostedEmail));
  if (form.dedicate && dedicationName.length === 0)
    refuse('dedicationName', said(DONATION_MESSAGES.dedication));
  if (form.paymentMethod === 'mobileMoney') {
    const check = checkMobileMoney(form.country, form.mobileProvider, form.phone);
    if (!check.ok) refuse(mobileMoneyFieldOf(form.country, form.mobileProvider), check.words);
  }
  return outcome(errors, { ...form, ...gift, email, dedicationName });
}

const CARDHOLDER_NAME_MAX = 100;

export function checkCard(card: CardInput, now: Date): FormCheck<CardDetails> {
  const { errors, refuse } = refusals();
  const expiry = card.expiry.trim();
  const cvv = card.cvv.trim();
  const cardholderName = card.cardholderName.trim();
  const numberIsValid = cardNumberIsValid(card.cardNumber);
  if (!numberIsValid) refuse('cardNumber', said(CARD_MESSAGES.number));
  if (!expiryIsValid(expiry, now)) refuse('expiry', said(CARD_MESSAGES.expiry));
  if (cardholderName.length === 0 || cardholderName.length > CARDHOLDER_NAME_MAX)
    refuse('cardholderName', said(CARD_MESSAGES.holder));
  const cardNumber = numberIsValid ? normaliseCardNumber(card.cardNumber) : card.cardNumber;
  if (!cvvIsValid(cvv, cardNumber)) refuse('cvv', cvvWords(cardNumber));
  return outcome(errors, { cardNumber, expiry, cvv, cardholderName });
}

/** What the donation form hands the thank-you page (in the history entry, so a reload keeps it). */
export type CheckoutHandoff = {
  method: 'card' | 'mobileMoney';
  amount: number;
  /** What the donor's network is charged in; US dollars when absent. */
  currency?: string;
  mobileProvider?: string;
  testPhoneUrl?: string;
};

const optional = (value: unknown, is: (value: unknown) => boolean) =>
  value === undefined || is(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** The history entry's handoff, if it is one (an entry can hold anything: another page's, or none). */
export function checkoutHandoffOf(state: unknown): CheckoutHandoff | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const entry = state as Record<string, unknown>;
  const isHandoff =
    (entry.method === 'card' || entry.method === 'mobileMoney') &&
    typeof entry.amount === 'number' &&
    optional(entry.currency, (value) => isText(value) && value.length === 3) &&
    optional(entry.mobileProvider, isText) &&
    optional(entry.testPhoneUrl, (value) => isText(value) && value.startsWith('/'));
  return isHandoff ? (state as CheckoutHandoff) : undefined;
}
