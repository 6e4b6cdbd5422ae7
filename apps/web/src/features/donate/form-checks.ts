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
import { refuseWith, saidBy, wordsOf } from '../../lib/i18n/rule-words';
import { z } from '../../lib/zod';

export const MESSAGE_MAX = DONATION_MESSAGE_MAX;
export const dedicationTypes = ['inHonor', 'inMemory', 'inCelebration'] as const;

export const paymentMethods = ['creditCard', 'mobileMoney', 'bitcoin'] as const;

/** The mobile-money field the shared check's message is about. */
const mobileMoneyFieldOf = (country: string, provider: string) =>
  !isMobileMoneyCountry(country)
    ? 'country'
    : (mobileMoneyProvidersIn(country) as readonly string[]).includes(provider)
      ? 'phone'
      : 'mobileProvider';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const amount = z
  .string()
  .trim()
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), DONATION_MESSAGES.amount)
  .transform(Number)
  .refine((value) => value > 0, DONATION_MESSAGES.amount)
  .refine((value) => value >= DONATION_MIN_DOLLARS, saidBy(DONATION_LIMIT_MESSAGES.minimum))
  .refine((value) => value <= DONATION_MAX_DOLLARS, saidBy(DONATION_LIMIT_MESSAGES.maximum));

/** The simpler form: amount, name unless anonymous, message. */
export const simpleDonationSchema = z
  .object({
    amount,
    donorName: z.string().trim().max(DONOR_NAME_MAX, DONATION_MESSAGES.name),
    anonymous: z.boolean(),
    message: z.string().trim().max(MESSAGE_MAX, DONATION_MESSAGES.message),
  })
  .refine((form) => form.anonymous || form.donorName.length > 0, {
    message: DONATION_MESSAGES.name,
    path: ['donorName'],
  });

export const donationSchema = z
  .object({
    amount,
    donorName: z.string().trim().max(DONOR_NAME_MAX, DONATION_MESSAGES.name),
    anonymous: z.boolean(),
    email: z
      .string()
      .trim()
      .max(254, DONATION_MESSAGES.email)
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), DONATION_MESSAGES.email),
    message: z.string().trim().max(MESSAGE_MAX, DONATION_MESSAGES.message),
    keepPosted: z.boolean(),
    coverFees: z.boolean(),
    dedicate: z.boolean(),
    dedicationType: z.enum(dedicationTypes),
    dedicationName: z.string().trim().max(100, DONATION_MESSAGES.dedication),
    paymentMethod: z.enum(paymentMethods),
    country: z.string(),
    mobileProvider: z.string(),
    phone: z.string(),
  })
  .refine((form) => form.anonymous || form.donorName.length > 0, {
    message: DONATION_MESSAGES.name,
    path: ['donorName'],
  })
  .refine((form) => !form.keepPosted || form.email.length > 0, {
    message: DONATION_MESSAGES.keepPostedEmail,
    path: ['email'],
  })
  .refine((form) => !form.dedicate || form.dedicationName.length > 0, {
    message: DONATION_MESSAGES.dedication,
    path: ['dedicationName'],
  })
  .superRefine((form, ctx) => {
    if (form.paymentMethod !== 'mobileMoney') return;
    const check = checkMobileMoney(form.country, form.mobileProvider, form.phone);
    if (!check.ok)
      refuseWith(ctx, check.words, [mobileMoneyFieldOf(form.country, form.mobileProvider)]);
  });

export type DonationFormInput = z.input<typeof donationSchema>;
export type DonationDetails = z.output<typeof donationSchema>;
export type SimpleDonationInput = z.input<typeof simpleDonationSchema>;
export type SimpleDonationDetails = z.output<typeof simpleDonationSchema>;

export const cardSchema = (now: Date) =>
  z
    .object({
      cardNumber: z
        .string()
        .refine(cardNumberIsValid, CARD_MESSAGES.number)
        .transform(normaliseCardNumber),
      expiry: z
        .string()
        .trim()
        .refine((value) => expiryIsValid(value, now), CARD_MESSAGES.expiry),
      cvv: z.string().trim(),
      cardholderName: z.string().trim().min(1, CARD_MESSAGES.holder).max(100, CARD_MESSAGES.holder),
    })
    .superRefine((card, ctx) => {
      if (!cvvIsValid(card.cvv, card.cardNumber))
        refuseWith(ctx, cvvWords(card.cardNumber), ['cvv']);
    });

export type CardInput = z.input<ReturnType<typeof cardSchema>>;
export type CardDetails = z.output<ReturnType<typeof cardSchema>>;

/** Field errors keyed by field name, the first refusal's words each. */
export function fieldErrors(error: z.ZodError): Record<string, Words> {
  const errors: Record<string, Words> = {};
  error.issues.forEach((issue) => {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= wordsOf(issue);
  });
  return errors;
}

/** What the donation form hands the thank-you page (in the history entry, so a reload keeps it). */
export const checkoutHandoff = z.object({
  method: z.enum(['card', 'mobileMoney']),
  amount: z.number(),
  /** What the donor's network is charged in; US dollars when absent. */
  currency: z.string().length(3).optional(),
  mobileProvider: z.string().optional(),
  testPhoneUrl: z.string().startsWith('/').optional(),
});
export type CheckoutHandoff = z.infer<typeof checkoutHandoff>;
