import { z } from 'zod';

/**
 * Rows as the drivers hand them over. PGlite and `pg` differ on bigint (bigint or string) and agree on
 * timestamptz (Date), so money and counts are coerced to numbers here.
 */
const count = z.coerce.number();
const time = z.coerce.date();

export const userRow = z.object({
  id: z.string(),
  role: z.enum(['creator', 'admin']),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  registered_at: time,
  /** Whether the creator asked to be texted about each gift and each payout (TextAlertsChosen). */
  text_alert_gifts: z.boolean().default(false),
  text_alert_payouts: z.boolean().default(false),
  /** The language their mails are written in (CreatorRegistered, then LanguageChosen); none: English. */
  language: z.string().nullable().default(null),
});
export type UserRow = z.infer<typeof userRow>;

export const walletRow = z.object({
  user_id: z.string(),
  country: z.string(),
  provider: z.string(),
  account_number: z.string(),
  linked_at: time,
});
export type WalletRow = z.infer<typeof walletRow>;

export const campaignStatuses = ['pending', 'approved', 'rejected'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** An edit of a live campaign awaiting review, kept beside the live text. */
export const pendingEditRow = z.object({
  title: z.string(),
  story: z.string(),
  category: z.string(),
  image_path: z.string(),
  edited_at: z.string(),
});
/** Why the last edit of a live campaign was turned down. */
export const editRejectionRow = z.object({ reason: z.string().nullable(), at: z.string() });

export const campaignRow = z.object({
  id: z.string(),
  creator_id: z.string(),
  title: z.string(),
  story: z.string(),
  category: z.string(),
  goal_cents: count,
  amount_raised_cents: count,
  donation_count: count,
  end_date: time,
  image_path: z.string(),
  country: z.string(),
  status: z.enum(campaignStatuses),
  featured: z.boolean(),
  verified: z.boolean(),
  created_at: time,
  updated_at: time,
  outcome: z.enum(['funded', 'failed']).nullable(),
  ended_at: time.nullable(),
  close_reason: z.string().nullable(),
  // Absent from documents a MongoDB read store wrote before reasons were kept.
  rejection_reason: z.string().nullable().default(null),
  amount_refunded_cents: count,
  pending_edit: pendingEditRow.nullish().transform((edit) => edit ?? null),
  edit_rejection: editRejectionRow.nullish().transform((rejection) => rejection ?? null),
  /** Given back by the provider, not by us (its dashboard's refunds, disputes lost); absent from older documents. */
  amount_reversed_cents: count.default(0),
  /** Set once an admin deleted it: hidden from the public, still read by admins and the books. */
  deleted_at: time.nullish().transform((at) => at ?? null),
  deleted_by: z
    .string()
    .nullish()
    .transform((by) => by ?? null),
  deleted_reason: z
    .string()
    .nullish()
    .transform((reason) => reason ?? null),
  /** The code a phone dials it by, once approved; absent from documents written before codes. */
  short_code: z
    .string()
    .nullish()
    .transform((code) => code ?? null),
});
export type CampaignRow = z.infer<typeof campaignRow>;

export const campaignUpdateRow = z.object({
  id: z.string(),
  campaign_id: z.string(),
  title: z.string(),
  content: z.string(),
  created_at: time,
});
export type CampaignUpdateRow = z.infer<typeof campaignUpdateRow>;

export const donationStatuses = ['completed', 'pending'] as const;
export const refundStatuses = ['recorded', 'refund_pending', 'refunded', 'refund_failed'] as const;

export const donationRow = z.object({
  id: z.string(),
  campaign_id: z.string(),
  status: z.enum(donationStatuses),
  amount_cents: count,
  donor_name: z.string(),
  anonymous: z.boolean(),
  message: z.string(),
  email: z.string().nullable(),
  method: z.string(),
  crypto_currency: z.string().nullable(),
  crypto_amount: z.string().nullable(),
  is_recurring: z.boolean(),
  recurring_interval: z.string().nullable(),
  dedication_type: z.string().nullable(),
  dedication_name: z.string().nullable(),
  created_at: time,
  confirmed_at: time.nullable(),
  refund_status: z.enum(refundStatuses),
});
export type DonationRow = z.infer<typeof donationRow>;

/** `unknown`: a transfer call went unanswered; admins check with the provider. */
export const withdrawalStatuses = [
  'requested',
  'approved',
  'rejected',
  'paid',
  'failed',
  'unknown',
] as const;
const minor = z.number().int().nonnegative();
/** What a withdrawal holds in one currency its gifts were charged in, in that currency's minor units (as the events say). */
export const heldInCurrencyRow = z.object({
  currency: z.string(),
  grossMinor: minor,
  platformFeeMinor: minor,
  processingFeesMinor: minor,
  netMinor: minor,
});
/** What an approval sends in the wallet's currency: its own balance as it is, the others converted less the fee. */
export const payoutPlanRow = z.object({
  currency: z.string(),
  amountMinor: minor,
  conversions: z.array(
    z.object({
      from: z.string(),
      amountMinor: minor,
      to: z.string(),
      convertedMinor: minor,
      feeMinor: minor,
    }),
  ),
});
/** A rate quoted with an approval: one `from` buys `value` `to`, per `source` at `asOf`. */
export const payoutRateRow = z.object({
  from: z.string(),
  to: z.string(),
  value: z.string(),
  source: z.string(),
  asOf: z.string(),
  quotedAt: z.string(),
});
export type HeldInCurrencyRow = z.infer<typeof heldInCurrencyRow>;
export type PayoutPlanRow = z.infer<typeof payoutPlanRow>;
export type PayoutRateRow = z.infer<typeof payoutRateRow>;

export const withdrawalRow = z.object({
  id: z.string(),
  campaign_id: z.string(),
  creator_id: z.string(),
  gross_cents: count,
  platform_fee_cents: count,
  processing_fees_cents: count,
  net_cents: count,
  wallet_provider: z.string(),
  wallet_country: z.string(),
  wallet_account: z.string(),
  /** When the wallet paid to was linked; null for withdrawals asked before it was recorded. */
  wallet_linked_at: time.nullish().transform((at) => at ?? null),
  status: z.enum(withdrawalStatuses),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  /** The second transfer's reference when a payout went through twice; absent from rows written before it was kept. */
  duplicate_reference: z
    .string()
    .nullish()
    .transform((reference) => reference ?? null),
  requested_at: time,
  decided_at: time.nullable(),
  paid_at: time.nullable(),
  /** Each currency held; null for requests from before they were kept. */
  by_currency: z
    .array(heldInCurrencyRow)
    .nullish()
    .transform((held) => held ?? null),
  /** What the latest approval sends in the wallet's currency; null before approval (or approvals from before it was kept). */
  payout: payoutPlanRow.nullish().transform((plan) => plan ?? null),
  /** The rates quoted with the approvals, by the currency they buy. */
  payout_rates: z
    .record(z.string(), payoutRateRow)
    .nullish()
    .transform((rates) => rates ?? {}),
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;

/** In the order one event's entries are listed: the fees come off before the payout leaves. */
export const ledgerKinds = ['gift', 'refund', 'platformFee', 'processingFee', 'payout'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export const moneyLedgerRow = z.object({
  campaign_id: z.string(),
  transaction_id: z.coerce.string(),
  global_position: z.coerce.string(),
  kind: z.enum(ledgerKinds),
  amount_cents: count,
  at: time,
  actor_id: z.string().nullable(),
  actor_name: z.string(),
  reference: z.string().nullable(),
});
export type MoneyLedgerRow = z.infer<typeof moneyLedgerRow>;

/** One account's share of a posting of the double-entry books (@harambee/ledger): signed minor units. */
export const ledgerEntryRow = z.object({
  event_id: z.string(),
  account: z.string(),
  transaction_id: z.coerce.string(),
  global_position: z.coerce.string(),
  type: z.string(),
  campaign_id: z.string(),
  subject: z.string(),
  currency: z.string(),
  amount: z.coerce.number().int(),
  at: time,
});
export type LedgerEntryRow = z.infer<typeof ledgerEntryRow>;
export const ledgerFactRow = z.object({ key: z.string(), fact: z.record(z.string(), z.unknown()) });
export type LedgerFactRow = z.infer<typeof ledgerFactRow>;
export const disputeStatuses = ['open', 'won', 'lost'] as const;
/** A dispute on a gift, keyed `{provider}:{disputeId}`; money in the gift's currency's minor units. */
export const disputeRow = z.object({
  id: z.string(),
  dispute_id: z.string(),
  provider: z.string(),
  payment_id: z.string(),
  donation_id: z.string(),
  campaign_id: z.string(),
  amount_cents: count,
  currency: z.string(),
  reason: z.string(),
  evidence_due_by: time.nullable(),
  status: z.enum(disputeStatuses),
  after_payout: z.boolean(),
  opened_at: time,
  closed_at: time.nullable(),
  /** An admin's answer: accepted (closed lost), or contested with evidence the provider decides on. */
  answer: z.enum(['accepted', 'contested']).nullable().default(null),
  /** What the creator owed for it was written off: the platform bears it. */
  written_off: z.boolean().default(false),
});
export type DisputeRow = z.infer<typeof disputeRow>;

const cents = count.nullable();
export const reconciliationDifferenceRow = z.object({
  id: z.string(),
  day: z.string(),
  provider: z.string(),
  kind: z.string(),
  movement: z.string(),
  reference: z.string(),
  our_amount_cents: cents,
  provider_amount_cents: cents,
  currency: z.string(),
  payment_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  found_at: time,
});
export type ReconciliationDifferenceRow = z.infer<typeof reconciliationDifferenceRow>;

const treeIndex = z.coerce.number().int().nonnegative();
export const publicLedgerLeafRow = z.object({
  index: treeIndex,
  leaf: z.string(),
  leaf_hash: z.string(),
  source_event_id: z.string(),
  campaign_id: z.string(),
  subject: z.string(),
});
export type PublicLedgerLeafRow = z.infer<typeof publicLedgerLeafRow>;
export const publicLedgerNodeRow = z.object({
  level: z.number().int(),
  index: treeIndex,
  hash: z.string(),
});
export type PublicLedgerNodeRow = z.infer<typeof publicLedgerNodeRow>;
export const publicLedgerHeadRow = z.object({
  tree_size: treeIndex,
  root_hash: z.string(),
  timestamp: z.string(),
  signature: z.string(),
  public_key: z.string(),
});
export type PublicLedgerHeadRow = z.infer<typeof publicLedgerHeadRow>;

export const creatorNotificationsRow = z.object({
  user_id: z.string(),
  unseen_donations: count,
  seen_at: time.nullable(),
});
export type CreatorNotificationsRow = z.infer<typeof creatorNotificationsRow>;

export const campaignHistoryRow = z.object({
  campaign_id: z.string(),
  transaction_id: z.coerce.string(),
  global_position: z.coerce.string(),
  event_type: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string(),
  actor_role: z.string(),
  at: time,
  summary: z.record(z.string(), z.unknown()),
});
export type CampaignHistoryRow = z.infer<typeof campaignHistoryRow>;

export const blogPostRow = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  image_path: z.string(),
  created_at: time,
  updated_at: time,
});
export type BlogPostRow = z.infer<typeof blogPostRow>;

export const contactMessageRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  message: z.string(),
  created_at: time,
});
export type ContactMessageRow = z.infer<typeof contactMessageRow>;

export const checkpointRow = z.object({
  name: z.string(),
  transaction_id: z.coerce.string(),
  global_position: z.coerce.string(),
  updated_at: time,
});
export type CheckpointRow = z.infer<typeof checkpointRow>;
