import type {
  PublicLedgerHeadRow,
  PublicLedgerLeafRow,
  PublicLedgerNodeRow,
} from '@harambee/read-models';
import type { StoredEventOf } from '../../projection';
import type { ReadModel } from '../../read-model';

export type PublicLedgerChange =
  | { kind: 'leaves'; leaves: PublicLedgerLeafRow[]; nodes: PublicLedgerNodeRow[] }
  | { kind: 'heads'; heads: PublicLedgerHeadRow[] };

/** A leaf's row and the subtrees it closed, copied from its event: the read side never hashes nor rewrites a leaf. */
const leavesOf = (events: StoredEventOf<'LedgerEntryPublished'>[]): PublicLedgerChange[] => [
  {
    kind: 'leaves',
    leaves: events.map(({ data }) => ({
      index: data.index,
      leaf: data.leaf,
      leaf_hash: data.leafHash,
      source_event_id: data.sourceEventId,
      campaign_id: data.campaignId,
      subject: data.subject,
    })),
    nodes: events.flatMap(({ data }) => [
      { level: 0, index: data.index, hash: data.leafHash },
      ...data.completed,
    ]),
  },
];

const headsOf = (events: StoredEventOf<'LedgerHeadSigned'>[]): PublicLedgerChange[] => [
  {
    kind: 'heads',
    heads: events.map(({ data }) => ({
      tree_size: data.treeSize,
      root_hash: data.rootHash,
      timestamp: data.timestamp,
      signature: data.signature,
      public_key: data.publicKey,
    })),
  },
];

/** The public Merkle log of the books: its leaves, its complete subtrees and its signed heads, as published. */
export const publicLedger: ReadModel<PublicLedgerChange> = {
  name: 'public-ledger',
  tables: ['public_ledger_leaves', 'public_ledger_nodes', 'public_ledger_heads'],
  on: {},
  onRun: { LedgerEntryPublished: leavesOf, LedgerHeadSigned: headsOf },
};
