import { ERASED_NAME } from '@harambee/events';
import {
  type MoneyLedgerDocument,
  positionedId,
  type WithdrawalDocument,
} from '@harambee/read-models';
import { insertIfAbsent, type MongoTx, userName } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import { named } from '../positioned-entry';
import { type LedgerChange, type LedgerEntry, payoutEntries } from './money-ledger';

export const ledgerDocument = ({
  actor_role: _role,
  ...entry
}: LedgerEntry & { actor_name: string }): MoneyLedgerDocument => ({
  ...entry,
  _id: positionedId(
    entry.campaign_id,
    { transactionId: entry.transaction_id, globalPosition: entry.global_position },
    entry.kind,
  ),
  transaction_id: BigInt(entry.transaction_id),
  global_position: BigInt(entry.global_position),
  at: new Date(entry.at),
});

const write = async (tx: MongoTx, entries: LedgerEntry[]) => {
  const withNames = await named(entries, (actor) => userName(tx, actor));
  await insertIfAbsent(tx, 'money_ledger', withNames.map(ledgerDocument));
};

export const moneyLedgerOnMongo: StoreWrites<MongoTx, LedgerChange> = {
  entries: (tx, { entries }) => write(tx, entries),
  paidOut: async (tx, { payout }) => {
    const withdrawal = await tx
      .collection<WithdrawalDocument>('withdrawals')
      .findOne({ _id: payout.data.withdrawalId }, { session: tx.session });
    const fees = withdrawal && {
      platformFeeCents: withdrawal.platform_fee_cents,
      processingFeesCents: withdrawal.processing_fees_cents,
    };
    await write(tx, payoutEntries(payout, fees ?? undefined));
  },
  erased: async (tx, { userId }) => {
    await tx
      .collection<MoneyLedgerDocument>('money_ledger')
      .updateMany(
        { actor_id: userId, actor_name: { $ne: 'Anonymous' } },
        { $set: { actor_name: ERASED_NAME } },
        { session: tx.session },
      );
  },
};
