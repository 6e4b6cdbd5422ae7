import type { WithdrawalDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import type { RequestedWithdrawal, WithdrawalChange, WithdrawalUpdate } from './withdrawals';

export const withdrawalDocument = (data: RequestedWithdrawal): WithdrawalDocument => ({
  _id: data.withdrawalId,
  campaign_id: data.campaignId,
  creator_id: data.creatorId,
  gross_cents: data.grossCents,
  platform_fee_cents: data.platformFeeCents,
  processing_fees_cents: data.processingFeesCents,
  net_cents: data.netCents,
  wallet_provider: data.wallet.provider,
  wallet_country: data.wallet.country,
  wallet_account: data.wallet.maskedAccount,
  wallet_linked_at: data.wallet.linkedAt ? new Date(data.wallet.linkedAt) : null,
  status: 'requested',
  reason: null,
  reference: null,
  duplicate_reference: null,
  requested_at: new Date(data.requestedAt),
  decided_at: null,
  paid_at: null,
  by_currency: data.byCurrency ?? null,
  payout: null,
  payout_rates: {},
});

/** The fields an update sets, times as dates; fields it leaves out stay as they are. */
export const withdrawalSet = ({
  decided_at,
  paid_at,
  ...rest
}: WithdrawalUpdate): Partial<WithdrawalDocument> => {
  const set: Partial<WithdrawalDocument> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (decided_at !== undefined) set.decided_at = new Date(decided_at);
  if (paid_at !== undefined) set.paid_at = new Date(paid_at);
  return set;
};

export const withdrawalsOnMongo: StoreWrites<MongoTx, WithdrawalChange> = {
  /** Written once, except that a request after a rejection replaces the rejected one (as on PostgreSQL). */
  requested: async (tx, { withdrawal }, changes) => {
    const { _id, ...fields } = withdrawalDocument(withdrawal);
    await tx
      .collection<WithdrawalDocument>('withdrawals')
      .updateOne({ _id, status: 'rejected' }, { $set: fields }, { session: tx.session });
    await insertIfAbsent(tx, 'withdrawals', [{ _id, ...fields }]);
    changes.withdrawals.add(withdrawal.withdrawalId);
  },
  updated: async (tx, { withdrawalId, update }, changes) => {
    await tx
      .collection<WithdrawalDocument>('withdrawals')
      .updateOne({ _id: withdrawalId }, { $set: withdrawalSet(update) }, { session: tx.session });
    changes.withdrawals.add(withdrawalId);
  },
  rateQuoted: async (tx, { withdrawalId, rate }, changes) => {
    await tx
      .collection<WithdrawalDocument>('withdrawals')
      .updateOne(
        { _id: withdrawalId },
        { $set: { [`payout_rates.${rate.to}`]: rate } },
        { session: tx.session },
      );
    changes.withdrawals.add(withdrawalId);
  },
};
