import { CURRENCY_CODES, type CurrencyCode } from '@harambee/rules';
import { z } from '@/lib/zod';

const currency = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]);
const minor = z.number().int().nonnegative();

/** What a withdrawal holds in one currency its gifts were charged in, in that currency's minor units. */
export const heldInCurrencySchema = z.object({
  currency,
  grossMinor: minor,
  platformFeeMinor: minor,
  processingFeesMinor: minor,
  netMinor: minor,
});

/** What reaches the wallet in its currency; `final` once an admin approved it at the rates then quoted. */
export const payoutSchema = z.object({
  currency,
  amountMinor: minor,
  conversions: z.array(
    z.object({
      from: currency,
      amountMinor: minor,
      to: currency,
      convertedMinor: minor,
      feeMinor: minor,
    }),
  ),
  rates: z.array(
    z.object({
      from: currency,
      to: currency,
      value: z.string(),
      source: z.string(),
      asOf: z.string(),
    }),
  ),
  final: z.boolean(),
});

/** The withdrawal as the command API answers a quote or a request: US dollars, beside each currency held. */
export const requestedWithdrawalSchema = z.object({
  _id: z.string(),
  campaignId: z.string(),
  grossAmount: z.number(),
  platformFee: z.number(),
  processingFees: z.number(),
  netAmount: z.number(),
  byCurrency: z.array(heldInCurrencySchema),
  payout: payoutSchema.nullable(),
  status: z.string(),
});

export type HeldInCurrency = z.infer<typeof heldInCurrencySchema>;
export type Payout = z.infer<typeof payoutSchema>;
export type RequestedWithdrawal = z.infer<typeof requestedWithdrawalSchema>;
