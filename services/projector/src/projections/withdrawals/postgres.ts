import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import { assignments } from '../postgres-set';
import {
  type WithdrawalChange,
  withdrawalJsonFields,
  type WithdrawalUpdate,
  withdrawalUpdateFields,
} from './withdrawals';

/** The update with its JSON fields as JSON text, for jsonb columns. */
const asColumns = (update: WithdrawalUpdate) =>
  Object.fromEntries(
    Object.entries(update).map(([field, value]) => [
      field,
      (withdrawalJsonFields as readonly string[]).includes(field) && value !== undefined
        ? JSON.stringify(value)
        : value,
    ]),
  ) as Record<keyof WithdrawalUpdate, unknown>;

/**
 * A request is written once (a redelivered one changes nothing), except that a request after a rejection replaces the
 * rejected one: the campaign's one withdrawal, asked for again.
 */
export const withdrawalsOnPostgres: StoreWrites<Sql, WithdrawalChange> = {
  requested: async (tx, { withdrawal: data }, changes) => {
    await tx.query(
      `insert into withdrawals (id, campaign_id, creator_id, gross_cents, platform_fee_cents, processing_fees_cents,
                                net_cents, wallet_provider, wallet_country, wallet_account, wallet_linked_at,
                                status, requested_at, by_currency)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'requested', $12, $13)
       on conflict (id) do update set
         gross_cents = excluded.gross_cents, platform_fee_cents = excluded.platform_fee_cents,
         processing_fees_cents = excluded.processing_fees_cents, net_cents = excluded.net_cents,
         wallet_provider = excluded.wallet_provider, wallet_country = excluded.wallet_country,
         wallet_account = excluded.wallet_account, wallet_linked_at = excluded.wallet_linked_at,
         status = 'requested', reason = null, reference = null, duplicate_reference = null,
         requested_at = excluded.requested_at, decided_at = null, paid_at = null,
         by_currency = excluded.by_currency, payout = null, payout_rates = '{}'
       where withdrawals.status = 'rejected'`,
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
        data.wallet.linkedAt ?? null,
        data.requestedAt,
        data.byCurrency ? JSON.stringify(data.byCurrency) : null,
      ],
    );
    changes.withdrawals.add(data.withdrawalId);
  },
  updated: async (tx, { withdrawalId, update }, changes) => {
    const set = assignments(asColumns(update), withdrawalUpdateFields, 1);
    await tx.query(`update withdrawals set ${set.sql} where id = $1`, [
      withdrawalId,
      ...set.values,
    ]);
    changes.withdrawals.add(withdrawalId);
  },
  rateQuoted: async (tx, { withdrawalId, rate }, changes) => {
    await tx.query(
      `update withdrawals set payout_rates = payout_rates || jsonb_build_object($2::text, $3::jsonb)
       where id = $1`,
      [withdrawalId, rate.to, JSON.stringify(rate)],
    );
    changes.withdrawals.add(withdrawalId);
  },
};
