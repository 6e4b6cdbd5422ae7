import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import type { DonationChange } from './donations';

const insertDonations = `
  insert into donations (id, campaign_id, status, amount_cents, donor_name, anonymous, message, email, method,
                         crypto_currency, crypto_amount, is_recurring, recurring_interval,
                         dedication_type, dedication_name, created_at)
  select d.id, d.campaign_id, d.status, d.amount_cents, d.donor_name, d.anonymous, d.message, d.email, d.method,
         d.crypto_currency, d.crypto_amount, d.is_recurring, d.recurring_interval, d.dedication_type,
         d.dedication_name, d.created_at
  from jsonb_to_recordset($1::jsonb) as d(id text, campaign_id text, status text, amount_cents bigint,
       donor_name text, anonymous boolean, message text, email text, method text, crypto_currency text,
       crypto_amount text, is_recurring boolean, recurring_interval text, dedication_type text,
       dedication_name text, created_at timestamptz)
  on conflict (id) do nothing`;

export const donationsOnPostgres: StoreWrites<Sql, DonationChange> = {
  given: async (tx, { donations }) => {
    await tx.query(insertDonations, [JSON.stringify(donations)]);
  },
  pledgeConfirmed: async (tx, { pledgeId, amountCents, confirmedAt }) => {
    await tx.query(
      `update donations set status = 'completed', amount_cents = $2, confirmed_at = $3
       where id = $1 and status = 'pending'`,
      [pledgeId, amountCents, confirmedAt],
    );
  },
  /** A refunded gift stays refunded, whatever arrives after. */
  refundStatus: async (tx, { donationId, status }) => {
    await tx.query(
      `update donations set refund_status = $2 where id = $1 and refund_status <> 'refunded'`,
      [donationId, status],
    );
  },
};
