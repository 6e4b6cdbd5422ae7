import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import type { PublicLedgerChange } from './public-ledger';

export const publicLedgerOnPostgres: StoreWrites<Sql, PublicLedgerChange> = {
  leaves: async (tx, { leaves, nodes }) => {
    await tx.query(
      `insert into public_ledger_leaves (index, leaf, leaf_hash, source_event_id, campaign_id, subject)
       select l.index, l.leaf, l.leaf_hash, l.source_event_id, l.campaign_id, l.subject
       from jsonb_to_recordset($1::jsonb) as l(index bigint, leaf text, leaf_hash text, source_event_id text,
            campaign_id text, subject text)
       on conflict do nothing`,
      [JSON.stringify(leaves)],
    );
    await tx.query(
      `insert into public_ledger_nodes (level, index, hash)
       select n.level, n.index, n.hash from jsonb_to_recordset($1::jsonb) as n(level int, index bigint, hash text)
       on conflict do nothing`,
      [JSON.stringify(nodes)],
    );
  },
  heads: (tx, { heads }) =>
    tx
      .query(
        `insert into public_ledger_heads (tree_size, root_hash, timestamp, signature, public_key)
         select h.tree_size, h.root_hash, h.timestamp, h.signature, h.public_key
         from jsonb_to_recordset($1::jsonb) as h(tree_size bigint, root_hash text, timestamp text, signature text,
              public_key text)
         on conflict do nothing`,
        [JSON.stringify(heads)],
      )
      .then(() => undefined),
};
