import { dedicationTypes, recurringIntervals } from '@harambee/events';
import type { MessageKey } from '@harambee/messages';
import { keyWith } from '@harambee/platform';
import {
  DONATION_LIMIT_MESSAGES,
  DONATION_MAX_DOLLARS,
  DONATION_MESSAGE_MAX,
  DONATION_MIN_DOLLARS,
  DONOR_NAME_MAX,
} from '@harambee/rules';
import { z } from 'zod';
import { dollars, toCents } from '../core/money';
import { strictForm } from '../core/strict-form';
import { cardFields, refuseUnfitCvv } from './card';

/** A gift's refusals, by catalogue key (said in the donor's language by parseInput). */
export const GIFT_MESSAGES = {
  amount: 'donation.amountInvalid',
  campaign: 'giving.page.noCampaign',
  message: 'donation.messageTooLong',
  name: 'donation.nameRequired',
  email: 'form.emailInvalid',
  dedication: 'donation.dedicationRequired',
  count: 'admin.generate.rule.count',
} as const satisfies Record<string, MessageKey>;

export const donationAmount = dollars(GIFT_MESSAGES.amount)
  .pipe(z.number().positive(GIFT_MESSAGES.amount))
  .pipe(z.number().min(DONATION_MIN_DOLLARS, keyWith(DONATION_LIMIT_MESSAGES.minimum)))
  .pipe(z.number().max(DONATION_MAX_DOLLARS, keyWith(DONATION_LIMIT_MESSAGES.maximum)));

export const campaignId = z.uuid({ error: GIFT_MESSAGES.campaign });

export const backer = {
  amount: donationAmount,
  campaignId,
  message: z.string().trim().max(DONATION_MESSAGE_MAX, GIFT_MESSAGES.message).default(''),
  anonymous: z.boolean().default(false),
  donorName: z.string().trim().max(DONOR_NAME_MAX, GIFT_MESSAGES.name).default(''),
  isRecurring: z.boolean().default(false),
  recurringInterval: z.enum(recurringIntervals).nullable().default(null),
  keepPosted: z.boolean().default(false),
  email: z
    .union([z.literal(''), z.email(GIFT_MESSAGES.email).max(254, GIFT_MESSAGES.email)])
    .nullable()
    .default(null)
    .transform((email) => (email ? email.toLowerCase() : null)),
  dedication: z
    .object({
      type: z.enum(dedicationTypes),
      name: z.string().trim().min(1, GIFT_MESSAGES.dedication).max(100),
    })
    .nullable()
    .default(null),
};

type BackerForm = z.output<z.ZodObject<typeof backer>>;

/** A backer's form as events hold it: cents, a name only when not anonymous, an interval only when recurring. */
export const backerData = (form: BackerForm) => ({
  ...backerFields(form),
  amountCents: toCents(form.amount),
});

/** The backer's fields but the amount: a checkout's is priced in the donor's currency first. */
export const backerFields = (form: Omit<BackerForm, 'amount'>) => ({
  campaignId: form.campaignId,
  donorName: form.anonymous ? '' : form.donorName,
  anonymous: form.anonymous,
  message: form.message,
  email: form.email,
  isRecurring: form.isRecurring,
  recurringInterval: form.isRecurring ? form.recurringInterval : null,
  keepPosted: form.keepPosted || form.isRecurring,
  dedication: form.dedication,
});

export const nameUnlessAnonymous = <T extends { anonymous: boolean; donorName: string }>(
  backer: T,
) => backer.anonymous || backer.donorName.length > 0;

export const donationForm = strictForm({
  ...backer,
  paymentMethod: z.enum(['creditCard', 'bitcoin']).default('creditCard'),
  paymentId: z.string().min(1).max(100).optional(),
}).refine(nameUnlessAnonymous, { message: GIFT_MESSAGES.name, path: ['donorName'] });

export const cryptoPledgeForm = strictForm({
  ...backer,
  currency: z.enum(['BTC', 'USDT']),
  paymentMethod: z.literal('bitcoin').optional(),
}).refine(nameUnlessAnonymous, { message: GIFT_MESSAGES.name, path: ['donorName'] });

/** The card and what it pays for; `clock` dates the expiry check. */
export const cardPaymentForm = (clock: () => Date) =>
  strictForm({ ...cardFields(clock), amount: donationAmount, campaignId }).superRefine(
    refuseUnfitCvv,
  );

export const generateDonationsForm = z.strictObject({
  campaignId,
  count: z.coerce
    .number({ error: GIFT_MESSAGES.count })
    .int(GIFT_MESSAGES.count)
    .min(1, GIFT_MESSAGES.count)
    .max(31, GIFT_MESSAGES.count),
  date: z.string().optional(),
  amount: z.unknown().optional(),
});

/** Spec's crypto placeholder rates: fixed 30000 USD per BTC, USDT 1:1. */
export const CRYPTO_USD_RATES = { BTC: 30_000, USDT: 1 } as const;
