import { dollars, type DonationRow } from '@harambee/read-models';
import { createHmac } from 'node:crypto';

/**
 * Whether the gift was given back (a failed campaign). The public see a refund still owed as pending; only
 * admins learn that the provider declined it and it waits for a refund by hand.
 */
const publicRefundStatus = (status: DonationRow['refund_status']): DonationRow['refund_status'] =>
  status === 'refund_failed' ? 'refund_pending' : status;

/**
 * The id a gift has in the lists everyone reads: stable, but naming the gift nowhere else, so it opens neither
 * the gift's entries in the public ledger (how it was paid, whether it was disputed) nor anything else.
 */
const listedId = (secret: string, donationId: string) =>
  createHmac('sha256', secret).update(`listed-gift:${donationId}`).digest('base64url').slice(0, 24);

const giftJson = (row: DonationRow) => ({
  campaign: row.campaign_id,
  donorName: row.anonymous ? '' : row.donor_name,
  amount: dollars(row.amount_cents),
  anonymous: row.anonymous,
  message: row.message,
  isRecurring: row.is_recurring,
  recurringInterval: row.recurring_interval,
  dedication: row.dedication_type
    ? { type: row.dedication_type, name: row.dedication_name ?? '' }
    : null,
  createdAt: row.created_at.toISOString(),
  refundStatus: publicRefundStatus(row.refund_status),
});

/** A backer's gift as the spec's Donation; the name is withheld when they chose to give anonymously. */
export const donationJson = (secret: string) => (row: DonationRow) => ({
  _id: listedId(secret, row.id),
  ...giftJson(row),
});

/** What only admins see: the gift's own id, pending crypto pledges, how it was paid and the backer's email. */
export const adminDonationJson = (row: DonationRow) => ({
  _id: row.id,
  ...giftJson(row),
  status: row.status,
  paymentMethod: row.method,
  cryptoCurrency: row.crypto_currency,
  cryptoAmount: row.crypto_amount,
  email: row.email,
  confirmedAt: row.confirmed_at?.toISOString() ?? null,
  refundStatus: row.refund_status,
});
