import { z } from 'zod';
import { defineEvent } from './define-event';
import {
  cents,
  chargedMoney,
  currencyCode as currency,
  disputeFees,
  dedicationTypes,
  id,
  isoDate,
  language,
  recurringIntervals,
} from './shared-fields';

/** What the donor's money network was charged: integer minor units of its currency (absent: `amountCents` USD). */
const charged = chargedMoney.optional();

/**
 * The fees a donor chose to pay on top so the creator gets the whole gift: in US cents by who takes them, and what
 * the donor's network was charged for them (part of `charged`, which is the whole charge).
 */
const feeCover = z
  .object({
    platformFeeCents: cents,
    processingFeeCents: cents,
    charged: z.object({ currency, amountMinor: cents }),
  })
  .optional();

/** `amountCents` is always what the gift counts toward the goal, in US cents; `charged` what the donor paid. */
const backer = {
  campaignId: id,
  amountCents: cents,
  charged,
  donorName: z.string(),
  anonymous: z.boolean(),
  message: z.string(),
  email: z.string().nullable(),
  isRecurring: z.boolean(),
  recurringInterval: z.enum(recurringIntervals).nullable(),
  /** Tell me when this creator starts a new campaign; a recurring gift (that a campaign's days cannot hold) asks the same. */
  keepPosted: z.boolean().optional(),
  dedication: z.object({ type: z.enum(dedicationTypes), name: z.string() }).nullable(),
  /** The donor's language when they gave: their mails are written in it. */
  language: language.optional(),
};

export const DonationRecorded = defineEvent(
  'DonationRecorded',
  1,
  z.object({
    donationId: id,
    paymentId: id,
    ...backer,
    feeCover,
    paymentMethod: z.enum(['creditCard', 'mobileMoney', 'bitcoin', 'admin', 'generated']),
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

const paymentProvider = z.enum(['sandbox', 'stripe', 'paystack', 'btcpay', 'flutterwave']);
const paymentMethod = z.enum(['card', 'mobileMoney', 'crypto']);

/** A hosted checkout was opened: the gift waits here until the provider's signed webhook says the money moved. */
/**
 * A rate a checkout (`paymentId`) or a payout's approval (`withdrawalId`) was priced at: one `from` buys `value` (the
 * decimal as published) `to`, per `source` at `asOf`.
 */
export const ExchangeRateQuoted = defineEvent(
  'ExchangeRateQuoted',
  1,
  z.object({
    paymentId: id.optional(),
    withdrawalId: id.optional(),
    from: currency,
    to: currency,
    value: z.string().regex(/^\d+(\.\d+)?$/),
    source: z.string(),
    asOf: isoDate,
    quotedAt: isoDate,
  }),
);

export const CheckoutStarted = defineEvent(
  'CheckoutStarted',
  1,
  z.object({
    paymentId: id,
    ...backer,
    feeCover,
    method: paymentMethod,
    provider: paymentProvider,
    providerReference: z.string(),
    startedAt: isoDate,
  }),
);

/** Only the provider's reference, the method and the card's last 4: never card data. */
const settlement = {
  paymentId: id,
  provider: paymentProvider,
  providerReference: z.string(),
  method: paymentMethod,
  last4: z.string().nullable(),
};

export const PaymentSucceeded = defineEvent(
  'PaymentSucceeded',
  1,
  z.object({
    ...settlement,
    campaignId: id,
    amountCents: cents,
    charged,
    /**
     * What the provider itself took for this charge, as its own record says (Paystack's `fees`), in minor units of the
     * currency it took it in; absent when it did not say (older events, Stripe): the fee is then estimated.
     */
    providerFee: chargedMoney.optional(),
    succeededAt: isoDate,
  }),
);

export const PaymentFailed = defineEvent(
  'PaymentFailed',
  1,
  z.object({ ...settlement, failedAt: isoDate }),
);

/** A signed webhook whose amount or campaign is not the checkout's: never a gift, an alert for admins. */
export const PaymentMismatchDetected = defineEvent(
  'PaymentMismatchDetected',
  1,
  z.object({
    paymentId: id,
    provider: paymentProvider,
    providerReference: z.string(),
    expected: z.object({ campaignId: id, amountCents: cents, charged }),
    received: z.object({ amountCents: z.number().int(), currency: z.string() }),
    /** The provider says the money moved (absent on older events): it is booked apart and refunded. */
    moved: z.boolean().optional(),
    /** What the provider took for the charge that moved, as its own record says (see `PaymentSucceeded`). */
    providerFee: chargedMoney.optional(),
    detectedAt: isoDate,
  }),
);

/** The donor's receipt for a paid gift: numbered in its year's sequence, as the gift and campaign were then. */
export const ReceiptIssued = defineEvent(
  'ReceiptIssued',
  1,
  z.object({
    receiptId: id,
    receiptNumber: z.string().regex(/^HB-\d{4}-\d{6,}$/),
    donationId: id,
    paymentId: id,
    campaignId: id,
    campaignTitle: z.string(),
    amountCents: cents,
    charged,
    feeCover,
    paymentMethod: z.enum(['creditCard', 'mobileMoney', 'bitcoin']),
    last4: z.string().nullable(),
    donorName: z.string(),
    anonymous: z.boolean(),
    email: z.string().nullable(),
    language: language.optional(),
    donatedAt: isoDate,
    issuedAt: isoDate,
  }),
);

/**
 * The receipt's mail was written to the outbox: naming the gift's public ledger entry, or with `ledgerIndex` null
 * when the entry was not placed within the wait (the receipt page names it once it is).
 */
export const ReceiptMailed = defineEvent(
  'ReceiptMailed',
  1,
  z.object({
    receiptId: id,
    ledgerIndex: z.number().int().nonnegative().nullable(),
    mailedAt: isoDate,
  }),
);

/** Takes the next number of a year's receipt sequence: one stream per year, so no number is given twice. */
export const ReceiptNumberTaken = defineEvent(
  'ReceiptNumberTaken',
  1,
  z.object({ year: z.number().int(), number: z.number().int().positive(), receiptId: id }),
);

/**
 * The provider says the money moved, but the campaign no longer takes gifts (it ended or was removed while the
 * donor paid): the payment is refunded rather than recorded as a gift.
 */
export const PaymentRefundRequested = defineEvent(
  'PaymentRefundRequested',
  1,
  z.object({
    paymentId: id,
    campaignId: id,
    amountCents: cents,
    charged,
    provider: paymentProvider,
    providerReference: z.string(),
    reason: z.string(),
    requestedAt: isoDate,
  }),
);

export const PaymentRefunded = defineEvent(
  'PaymentRefunded',
  1,
  z.object({
    paymentId: id,
    refundReference: z.string(),
    /** What went back, as the provider was asked (absent: all the payment held, as its refund was requested). */
    charged,
    refundedAt: isoDate,
  }),
);

/**
 * Our refund of a payment that never became a gift, booked as made, failed later at the provider (Paystack's
 * `refund.failed`): the money is back unallocated and the refund is owed again, asked for at once. `reason` says why.
 */
export const PaymentRefundReversed = defineEvent(
  'PaymentRefundReversed',
  1,
  z.object({
    paymentId: id,
    refundReference: z.string(),
    charged: chargedMoney,
    reason: z.string(),
    reversedAt: isoDate,
  }),
);

/**
 * A refund made in the provider's dashboard of a payment that never became a gift (it came late, or did not match):
 * `charged` went back to the donor from the unallocated money; our own refund then asks only for what is left.
 */
export const PaymentRefundedByProvider = defineEvent(
  'PaymentRefundedByProvider',
  1,
  z.object({
    paymentId: id,
    provider: paymentProvider,
    refundReference: z.string(),
    charged: chargedMoney,
    refundedAt: isoDate,
  }),
);

/** A dispute at the provider of a payment that never became a gift: which, and the money it names. */
const paymentDispute = {
  paymentId: id,
  provider: paymentProvider,
  disputeId: z.string().min(1).max(100),
  /** The minor units of the charge's currency the provider holds back while the dispute is open. */
  charged: chargedMoney,
};

/**
 * The donor's bank disputed a payment that never became a gift (it came late, or did not match): the provider holds
 * `charged` from the unallocated money until the dispute closes, and our refund waits for it. `reason`: the bank's.
 */
export const PaymentDisputeOpened = defineEvent(
  'PaymentDisputeOpened',
  1,
  z.object({ ...paymentDispute, reason: z.string(), ...disputeFees.opened, openedAt: isoDate }),
);

/** Won: the held money is back unallocated and refunded. Lost: the provider gave it to the donor. */
export const PaymentDisputeClosed = defineEvent(
  'PaymentDisputeClosed',
  1,
  z.object({
    ...paymentDispute,
    outcome: z.enum(['won', 'lost']),
    ...disputeFees.closed,
    closedAt: isoDate,
  }),
);

/** The provider declined; an admin is alerted and refunds by hand. */
export const PaymentRefundFailed = defineEvent(
  'PaymentRefundFailed',
  1,
  z.object({ paymentId: id, reason: z.string(), failedAt: isoDate }),
);
