import { CURRENCY_CODES, type CurrencyCode, WALLET_PROVIDERS } from '@harambee/rules';
import { z } from 'zod';
import { defineEvent } from './define-event';
import { cents, chargedMoney, id, isoDate } from './shared-fields';

/**
 * All or nothing: once, on the campaign stream, at its end date or closed early by an admin. A failed campaign
 * (or one closed with `refundAll`) refunds every gift; a funded one may be withdrawn.
 */
export const CampaignEnded = defineEvent(
  'CampaignEnded',
  1,
  z.object({
    campaignId: id,
    outcome: z.enum(['funded', 'failed']),
    raisedCents: cents,
    goalCents: cents,
    endedAt: isoDate,
    reason: z.enum(['endDate', 'closedByAdmin']),
    closeReason: z.string().nullable(),
    refundAll: z.boolean(),
  }),
);

const gift = { donationId: id, paymentId: id, campaignId: id, amountCents: cents };

/** On the gift's donation stream, once: the refund is owed from now on until it is made. */
export const RefundRequested = defineEvent(
  'RefundRequested',
  1,
  z.object({
    ...gift,
    /** What goes back in the charge's currency (absent: `amountCents` US dollars, or its share of the charge). */
    charged: chargedMoney.optional(),
    reason: z.string(),
    requestedAt: isoDate,
  }),
);

export const DonationRefunded = defineEvent(
  'DonationRefunded',
  1,
  z.object({
    ...gift,
    /** What went back in the charge's currency, exactly as the provider was asked (absent: as RefundRequested). */
    charged: chargedMoney.optional(),
    refundReference: z.string(),
    refundedAt: isoDate,
  }),
);

/**
 * On the gift's donation stream: a refund we booked as made failed later at the provider (Stripe's refund turned
 * `failed`, Paystack's `refund.failed`), so the money is back with us and the refund is owed again, retried at
 * `nextAttemptAt`. Its posting undoes the DonationRefunded of `refundReference`.
 */
export const RefundReversed = defineEvent(
  'RefundReversed',
  1,
  z.object({
    ...gift,
    charged: chargedMoney.optional(),
    refundReference: z.string(),
    reason: z.string(),
    reversedAt: isoDate,
    nextAttemptAt: isoDate,
  }),
);

/** `nextAttemptAt` null: retrying cannot help (a gift received offline), an admin refunds it by hand. */
export const RefundFailed = defineEvent(
  'RefundFailed',
  1,
  z.object({
    ...gift,
    reason: z.string(),
    attempt: z.number().int().positive(),
    failedAt: isoDate,
    nextAttemptAt: isoDate.nullable(),
  }),
);

const withdrawal = { withdrawalId: id, campaignId: id };

const currency = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]);

/** What a withdrawal holds in one currency its gifts were charged in, in that currency's minor units. */
const heldInCurrency = z.object({
  currency,
  grossMinor: cents,
  platformFeeMinor: cents,
  processingFeesMinor: cents,
  netMinor: cents,
});

/** A balance in another currency than the wallet's, converted at the rates quoted at approval, less the fee. */
const conversion = z.object({
  from: currency,
  amountMinor: cents,
  to: currency,
  convertedMinor: cents,
  feeMinor: cents,
});

/** What one transfer sends, in the wallet's currency: absent on transfers from before payouts changed currency. */
const transfer = z.object({ currency, amountMinor: cents, conversionFeeMinor: cents }).optional();

/**
 * One per campaign; its wallet as it was when asked, the account number sealed as the creator's personal data.
 * `linkedAt`: when that wallet was linked (absent on requests from before it was recorded).
 */
export const WithdrawalRequested = defineEvent(
  'WithdrawalRequested',
  1,
  z.object({
    ...withdrawal,
    creatorId: id,
    grossCents: cents,
    platformFeeCents: cents,
    processingFeesCents: cents,
    netCents: cents,
    currency: z.literal('usd'),
    /** Each currency held, beside the US-dollar amounts (absent on requests from before they were kept). */
    byCurrency: z.array(heldInCurrency).optional(),
    wallet: z.object({
      provider: z.enum(WALLET_PROVIDERS),
      country: z.string(),
      maskedAccount: z.string(),
      linkedAt: isoDate.optional(),
    }),
    accountNumber: z.string(),
    requestedAt: isoDate,
  }),
);

export const WithdrawalApproved = defineEvent(
  'WithdrawalApproved',
  1,
  z.object({
    ...withdrawal,
    approvedAt: isoDate,
    /** Which payout this approval sends: absent on the first, 2 and up when a failed payout is retried. */
    attempt: z.number().int().min(2).optional(),
    /** The wallet was new, and the admin confirmed it with the creator before approving. */
    newWalletConfirmed: z.literal(true).optional(),
    /** What the payout sends in the wallet's currency, at the rates quoted with this approval (ExchangeRateQuoted). */
    payout: z.object({ currency, amountMinor: cents, conversions: z.array(conversion) }).optional(),
  }),
);

/**
 * Before an approval: gifts of the campaign were refunded by the provider or lost to a dispute since the request, so
 * the amounts are taken again from what the campaign still holds; the payout sends the new net.
 */
export const WithdrawalRevised = defineEvent(
  'WithdrawalRevised',
  1,
  z.object({
    ...withdrawal,
    grossCents: cents,
    platformFeeCents: cents,
    processingFeesCents: cents,
    netCents: cents,
    byCurrency: z.array(heldInCurrency).optional(),
    reason: z.string(),
    revisedAt: isoDate,
  }),
);

export const WithdrawalRejected = defineEvent(
  'WithdrawalRejected',
  1,
  z.object({ ...withdrawal, reason: z.string(), rejectedAt: isoDate }),
);

const payoutProvider = z.enum(['sandbox', 'paystack', 'flutterwave']);

/** One transfer of a withdrawal's payout: `amountCents` of the net, `transfer` what it sent in the wallet's currency. */
const sentTransfer = {
  ...withdrawal,
  provider: payoutProvider,
  reference: z.string(),
  amountCents: cents,
  transfer,
};

/** The gateway took the transfer and will say later (by its webhook) whether it was paid. */
export const PayoutInitiated = defineEvent(
  'PayoutInitiated',
  1,
  z.object({
    ...sentTransfer,
    initiatedAt: isoDate,
  }),
);

export const PayoutPaid = defineEvent(
  'PayoutPaid',
  1,
  z.object({
    ...sentTransfer,
    paidAt: isoDate,
  }),
);

export const PayoutFailed = defineEvent(
  'PayoutFailed',
  1,
  z.object({
    ...withdrawal,
    provider: payoutProvider.nullable(),
    reference: z.string().nullable(),
    reason: z.string(),
    failedAt: isoDate,
  }),
);

/**
 * The transfer call for `reference` went unanswered (a timeout, a 5xx, a network error): the money may or may not
 * have left. Never a failure: the provider is asked (verify by reference) before anything is sent again.
 */
export const PayoutOutcomeUnknown = defineEvent(
  'PayoutOutcomeUnknown',
  1,
  z.object({
    ...sentTransfer,
    reason: z.string(),
    at: isoDate,
  }),
);

/**
 * A second transfer of one withdrawal also went through (a late success of an earlier attempt): the payout stays
 * the one recorded paid (`paidReference`), this one is money sent twice, for an admin to recover.
 */
export const PayoutDuplicated = defineEvent(
  'PayoutDuplicated',
  1,
  z.object({
    ...withdrawal,
    provider: payoutProvider,
    reference: z.string(),
    paidReference: z.string(),
    amountCents: cents,
    /** What the second transfer sent in the wallet's currency, as the payout's `transfer`. */
    transfer,
    detectedAt: isoDate,
  }),
);

/**
 * A transfer booked as sent twice (`PayoutDuplicated`) is no longer money to recover: the provider took it back
 * (`why: 'reversed'`, its `reason`), or it is the payout now that the provider took back the payout's own transfer
 * (`why: 'isThePayout'`, booked paid next). Its posting is the duplicate's, negated; `amountCents` and `transfer` as
 * the duplicate had them.
 */
export const PayoutDuplicateUndone = defineEvent(
  'PayoutDuplicateUndone',
  1,
  z.object({
    ...sentTransfer,
    why: z.enum(['reversed', 'isThePayout']),
    reason: z.string(),
    undoneAt: isoDate,
  }),
);

/**
 * The provider took back a transfer it had paid (Paystack's `transfer.reversed`): the money is the campaign's escrow's
 * again, as before the payout (`amountCents` and `transfer` as the payout had them), and the withdrawal can be paid
 * again by an admin. `reason`: the provider's.
 */
export const PayoutReversed = defineEvent(
  'PayoutReversed',
  1,
  z.object({
    ...sentTransfer,
    reason: z.string(),
    reversedAt: isoDate,
  }),
);
