import type { Sql } from '@harambee/database';
import type { Changes, Projection } from '../projection';

const update = async (tx: Sql, withdrawalId: string, assignments: string, params: unknown[], changes: Changes) => {
  await tx.query(`update withdrawals set ${assignments} where id = $1`, [withdrawalId, ...params]);
  changes.withdrawals.add(withdrawalId);
};

/** Each campaign's withdrawal with its fees in cents; the wallet only ever masked. */
export const withdrawalsProjection: Projection = {
  name: 'withdrawals',
  tables: ['withdrawals'],
  handlers: {
    WithdrawalRequested: async (tx, { data }, changes) => {
      await tx.query(
        `insert into withdrawals (id, campaign_id, creator_id, gross_cents, platform_fee_cents, processing_fees_cents,
                                  net_cents, wallet_provider, wallet_country, wallet_account, status, requested_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'requested', $11)
         on conflict (id) do nothing`,
        [
          data.withdrawalId,
          data.campaignId,
          data.creatorId,
          data.grossCents,
          data.platformFeeCents,
          data.processingFeesCents,
          data.netCents,
          data.wallet.provider,
          data.wallet.country,
          data.wallet.maskedAccount,
          data.requestedAt,
        ],
      );
      changes.withdrawals.add(data.withdrawalId);
    },
    WithdrawalApproved: (tx, { data }, changes) =>
      update(tx, data.withdrawalId, `status = 'approved', decided_at = $2`, [data.approvedAt], changes),
    WithdrawalRejected: (tx, { data }, changes) =>
      update(tx, data.withdrawalId, `status = 'rejected', reason = $2, decided_at = $3`, [data.reason, data.rejectedAt], changes),
    PayoutInitiated: (tx, { data }, changes) =>
      update(tx, data.withdrawalId, 'reference = $2', [data.reference], changes),
    PayoutPaid: (tx, { data }, changes) =>
      update(tx, data.withdrawalId, `status = 'paid', reference = $2, paid_at = $3`, [data.reference, data.paidAt], changes),
    PayoutFailed: (tx, { data }, changes) =>
      update(
        tx,
        data.withdrawalId,
        `status = 'failed', reason = $2, reference = coalesce($3, reference)`,
        [data.reason, data.reference],
        changes,
      ),
  },
};
