import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import { insertRows, type RowsInto } from '../postgres-rows';
import type { DonationChange } from './donations';

const donationRows: RowsInto = {
  table: 'donations',
  columns: {
    id: 'text',
    campaign_id: 'text',
    status: 'text',
    amount_cents: 'bigint',
    donor_name: 'text',
    anonymous: 'boolean',
    message: 'text',
    email: 'text',
    method: 'text',
    crypto_currency: 'text',
    crypto_amount: 'text',
    is_recurring: 'boolean',
    recurring_interval: 'text',
    dedication_type: 'text',
    dedication_name: 'text',
    created_at: 'timestamptz',
  },
};

export const donationsOnPostgres: StoreWrites<Sql, DonationChange> = {
  given: (tx, { donations }) => insertRows(tx, donationRows, donations),
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
