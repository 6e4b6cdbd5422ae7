import { z } from 'zod';
import { defineEvent } from './define-event';
import {
  cents,
  chargedMoney,
  disputeFees,
  id,
  isoDate,
  providerAlertReasons,
  reconciliationDifferenceKinds,
  reconciliationMovements,
} from './shared-fields';

/**
 * Money a provider moved on its own side (a chargeback, a refund made in its dashboard), told by its signed webhook.
 * Each is recorded on the gift's donation stream for the ledger to post: `amountCents` (in `currency`, US dollars)
 * is the share of the gift's credit it stands for, `charged` the minor units the provider moved in the charge's
 * currency (absent: a gift paid in US dollars).
 */
const provider = z.enum(['sandbox', 'stripe', 'paystack', 'btcpay', 'flutterwave']);
const currency = z.string().regex(/^[a-z]{3}$/);
const gift = {
  paymentId: id,
  donationId: id,
  campaignId: id,
  provider,
  amountCents: cents,
  currency,
  charged: chargedMoney.optional(),
};

/**
 * A donor's bank disputes a gift: the provider holds (Stripe: takes back) the amount until the dispute closes.
 * `afterPayout`: the campaign was already paid out, so the amount held is its creator's to cover, not the escrow's.
 */
export const DisputeOpened = defineEvent(
  'DisputeOpened',
  1,
  z.object({
    ...gift,
    disputeId: z.string().min(1).max(100),
    reason: z.string(),
    /** When evidence must reach the provider; null when it names no deadline. */
    evidenceDueBy: isoDate.nullable(),
    afterPayout: z.boolean(),
    ...disputeFees.opened,
    openedAt: isoDate,
  }),
);

/**
 * Won: the money stays (Stripe gives back what it took). Lost: the donor keeps it. `afterPayout`: the campaign was
 * already paid out, so a lost dispute is owed by its creator.
 */
export const DisputeClosed = defineEvent(
  'DisputeClosed',
  1,
  z.object({
    ...gift,
    disputeId: z.string().min(1).max(100),
    outcome: z.enum(['won', 'lost']),
    afterPayout: z.boolean(),
    ...disputeFees.closed,
    closedAt: isoDate,
  }),
);

/** An admin's answer to an open dispute: who (`adminId`), and on which gift and provider it was given. */
const answered = {
  paymentId: id,
  donationId: id,
  campaignId: id,
  provider,
  disputeId: z.string().min(1).max(100),
  adminId: id,
};

/**
 * An admin accepted the dispute (told the provider: Stripe closes it, Paystack resolves it merchant-accepted, the
 * sandbox acts here): the donor keeps the money. `reason`: why, for the audit trail. Its DisputeClosed (lost) follows
 * in the same append.
 */
export const DisputeAccepted = defineEvent(
  'DisputeAccepted',
  1,
  z.object({ ...answered, reason: z.string().min(1).max(500), acceptedAt: isoDate }),
);

/** An admin contested the dispute with `evidence`, submitted to the provider, which decides it later. */
export const DisputeContested = defineEvent(
  'DisputeContested',
  1,
  z.object({ ...answered, evidence: z.string().min(1).max(20_000), contestedAt: isoDate }),
);

/**
 * An admin wrote off what the creator owes for an open dispute on a campaign already paid out: the platform will not
 * recover it, so the creator's receivable is booked to the platform's loss (`amountCents`, US cents). Won later, the
 * money comes back to the platform; lost, nothing more is written off.
 */
export const DisputeWrittenOff = defineEvent(
  'DisputeWrittenOff',
  1,
  z.object({
    ...answered,
    amountCents: cents,
    reason: z.string().min(1).max(500),
    writtenOffAt: isoDate,
  }),
);

/** A refund made in the provider's dashboard, not by us; `afterPayout` as for a lost dispute. */
export const ProviderRefundRecorded = defineEvent(
  'ProviderRefundRecorded',
  1,
  z.object({
    ...gift,
    refundReference: z.string().min(1).max(200),
    afterPayout: z.boolean(),
    refundedAt: isoDate,
  }),
);

/**
 * A provider's signed notice we could not book (a dispute on a charge we do not know, a refund larger than what is
 * left of the gift, a refund of ours that failed at the provider): nothing is posted, admins are told.
 */
export const ProviderAlertRaised = defineEvent(
  'ProviderAlertRaised',
  1,
  z.object({
    provider,
    reason: z.enum(providerAlertReasons),
    /** The provider's id of the dispute or refund. */
    reference: z.string().min(1).max(200),
    /** The charge it names, as the provider named it. */
    chargeReference: z.string().min(1).max(200),
    paymentId: id.nullable(),
    campaignId: id.nullable(),
    amountCents: cents,
    currency,
    detail: z.string(),
    raisedAt: isoDate,
  }),
);

/** A day's money movement that our log and the provider's own record do not agree on; found once, by its id. */
export const ReconciliationDifferenceFound = defineEvent(
  'ReconciliationDifferenceFound',
  1,
  z.object({
    differenceId: id,
    day: z.iso.date(),
    provider: z.enum(['stripe', 'paystack']),
    kind: z.enum(reconciliationDifferenceKinds),
    movement: z.enum(reconciliationMovements),
    reference: z.string().min(1).max(200),
    ourAmountCents: cents.nullable(),
    providerAmountCents: cents.nullable(),
    currency,
    /** Set when the provider moved it in another currency than our books say (its amount is in this one). */
    providerCurrency: currency.optional(),
    paymentId: id.nullable(),
    campaignId: id.nullable(),
    foundAt: isoDate,
  }),
);
