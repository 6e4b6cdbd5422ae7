import { z } from 'zod';
import { defineEvent } from './define-event';
import { cents, dedicationTypes, id, isoDate, recurringIntervals } from './shared-fields';

const backer = {
  campaignId: id,
  amountCents: cents,
  donorName: z.string(),
  anonymous: z.boolean(),
  message: z.string(),
  email: z.string().nullable(),
  isRecurring: z.boolean(),
  recurringInterval: z.enum(recurringIntervals).nullable(),
  dedication: z.object({ type: z.enum(dedicationTypes), name: z.string() }).nullable(),
};

export const DonationRecorded = defineEvent(
  'DonationRecorded',
  1,
  z.object({
    donationId: id,
    paymentId: id,
    ...backer,
    paymentMethod: z.enum(['creditCard', 'bitcoin', 'admin', 'generated']),
    donatedAt: isoDate,
  }),
);

export const CryptoPledged = defineEvent(
  'CryptoPledged',
  1,
  z.object({
    pledgeId: id,
    ...backer,
    currency: z.enum(['BTC', 'USDT']),
    cryptoAmount: z.string(),
    pledgedAt: isoDate,
  }),
);

export const CryptoPledgeConfirmed = defineEvent(
  'CryptoPledgeConfirmed',
  1,
  z.object({ pledgeId: id, campaignId: id, amountCents: cents, confirmedAt: isoDate }),
);
