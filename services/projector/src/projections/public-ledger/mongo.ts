import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import type { PublicLedgerChange } from './public-ledger';

export const publicLedgerOnMongo: StoreWrites<MongoTx, PublicLedgerChange> = {
  leaves: async (tx, { leaves, nodes }) => {
    await insertIfAbsent(
      tx,
      'public_ledger_leaves',
      leaves.map(({ index, ...leaf }) => ({ _id: index, ...leaf })),
    );
    await insertIfAbsent(
      tx,
      'public_ledger_nodes',
      nodes.map((node) => ({ _id: `${node.level}/${node.index}`, ...node })),
    );
  },
  heads: (tx, { heads }) =>
    insertIfAbsent(
      tx,
      'public_ledger_heads',
      heads.map(({ tree_size, ...head }) => ({ _id: tree_size, ...head })),
    ),
};
