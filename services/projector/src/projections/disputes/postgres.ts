import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import { type DisputeChange, disputeKey } from './disputes';

export const disputesOnPostgres: StoreWrites<Sql, DisputeChange> = {
  opened: async (tx, { dispute }) => {
    await tx.query(
      `insert into disputes (id, dispute_id, provider, payment_id, donation_id, campaign_id, amount_cents,
                             currency, reason, evidence_due_by, status, after_payout, opened_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $12, $11)
       on conflict (id) do nothing`,
      [
        disputeKey(dispute),
        dispute.disputeId,
        dispute.provider,
        dispute.paymentId,
        dispute.donationId,
        dispute.campaignId,
        dispute.amountCents,
        dispute.currency,
        dispute.reason,
        dispute.evidenceDueBy,
        dispute.openedAt,
        dispute.afterPayout,
      ],
    );
  },
  closed: async (tx, { dispute }) => {
    await tx.query(
      'update disputes set status = $2, after_payout = $3, closed_at = $4 where id = $1',
      [disputeKey(dispute), dispute.outcome, dispute.afterPayout, dispute.closedAt],
    );
  },
  answered: async (tx, { dispute, answer }) => {
    await tx.query('update disputes set answer = $2 where id = $1', [disputeKey(dispute), answer]);
  },
  writtenOff: async (tx, { dispute }) => {
    await tx.query('update disputes set written_off = true where id = $1', [disputeKey(dispute)]);
  },
};
