import type { Sql } from '@harambee/database';
import type { refundStatuses } from '@harambee/read-models';
import type { Projection } from '../projection';

type RefundStatus = (typeof refundStatuses)[number];

const insertPledge = `
  insert into donations (id, campaign_id, status, amount_cents, donor_name, anonymous, message, email, method,
                         crypto_currency, crypto_amount, is_recurring, recurring_interval,
                         dedication_type, dedication_name, created_at)
  values ($1, $2, 'pending', $3, $4, $5, $6, $7, 'bitcoin', $8, $9, $10, $11, $12, $13, $14)
  on conflict (id) do nothing`;

const insertRecordedDonations = `
  insert into donations (id, campaign_id, status, amount_cents, donor_name, anonymous, message, email, method,
                         is_recurring, recurring_interval, dedication_type, dedication_name, created_at)
  select d."donationId", d."campaignId", 'completed', d."amountCents", d."donorName", d.anonymous, d.message,
         d.email, d."paymentMethod", d."isRecurring", d."recurringInterval", d.dedication->>'type',
         d.dedication->>'name', d."donatedAt"
  from jsonb_to_recordset($1::jsonb) as d("donationId" text, "campaignId" text, "amountCents" bigint,
       "donorName" text, anonymous boolean, message text, email text, "paymentMethod" text,
       "isRecurring" boolean, "recurringInterval" text, dedication jsonb, "donatedAt" timestamptz)
  on conflict (id) do nothing`;

/** A refunded gift stays refunded, whatever arrives after. */
const setRefundStatus = async (tx: Sql, donationId: string, status: RefundStatus) => {
  await tx.query(`update donations set refund_status = $2 where id = $1 and refund_status <> 'refunded'`, [
    donationId,
    status,
  ]);
};

/** Every backer's gift: counted donations, crypto pledges pending until an admin confirms them, and refunds. */
export const donationsProjection: Projection = {
  name: 'donations',
  tables: ['donations'],
  handlers: {
    CryptoPledged: async (tx, { data }) => {
      await tx.query(insertPledge, [
        data.pledgeId,
        data.campaignId,
        data.amountCents,
        data.donorName,
        data.anonymous,
        data.message,
        data.email,
        data.currency,
        data.cryptoAmount,
        data.isRecurring,
        data.recurringInterval,
        data.dedication?.type ?? null,
        data.dedication?.name ?? null,
        data.pledgedAt,
      ]);
    },
    CryptoPledgeConfirmed: async (tx, { data }) => {
      await tx.query(
        `update donations set status = 'completed', amount_cents = $2, confirmed_at = $3
         where id = $1 and status = 'pending'`,
        [data.pledgeId, data.amountCents, data.confirmedAt],
      );
    },
    RefundRequested: (tx, { data }) => setRefundStatus(tx, data.donationId, 'refund_pending'),
    RefundFailed: (tx, { data }) => setRefundStatus(tx, data.donationId, 'refund_failed'),
    DonationRefunded: (tx, { data }) => setRefundStatus(tx, data.donationId, 'refunded'),
  },
  runHandlers: {
    DonationRecorded: async (tx, events) => {
      await tx.query(insertRecordedDonations, [JSON.stringify(events.map((event) => event.data))]);
    },
  },
};
