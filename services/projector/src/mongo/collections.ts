import { NOTICES_COLLECTION, type ReadModelTable } from '@harambee/read-models';
import { type Db, type IndexDescription, MongoServerError } from 'mongodb';

/** Each collection's indexes: the reads of the query API, and the writes that select by more than `_id`. */
export const readModelIndexes: Partial<Record<ReadModelTable, IndexDescription[]>> = {
  campaigns: [
    // Title weighs more than the story, as the SQL search vector weighs them (A and B).
    {
      name: 'campaigns_search',
      key: { title: 'text', story: 'text' },
      weights: { title: 10, story: 4 },
      default_language: 'english',
    },
    { name: 'campaigns_listing', key: { status: 1, featured: -1, created_at: -1 } },
    { name: 'campaigns_creator', key: { creator_id: 1 } },
    // The admin's pending list is `status: 'pending'` (campaigns_listing) or an edit waiting: each $or clause has one.
    {
      name: 'campaigns_pending_edit',
      key: { created_at: 1 },
      partialFilterExpression: { pending_edit: { $type: 'object' } },
    },
  ],
  campaign_updates: [
    { name: 'campaign_updates_campaign', key: { campaign_id: 1, created_at: -1 } },
  ],
  donations: [{ name: 'donations_campaign', key: { campaign_id: 1, created_at: -1 } }],
  withdrawals: [
    { name: 'withdrawals_creator', key: { creator_id: 1, requested_at: -1 } },
    { name: 'withdrawals_campaign', key: { campaign_id: 1 } },
  ],
  money_ledger: [
    {
      name: 'money_ledger_campaign',
      key: { campaign_id: 1, transaction_id: 1, global_position: 1 },
    },
    { name: 'money_ledger_actor', key: { actor_id: 1 } },
  ],
  ledger_entries: [{ name: 'ledger_entries_campaign', key: { campaign_id: 1, account: 1 } }],
  campaign_history: [
    {
      name: 'campaign_history_campaign',
      key: { campaign_id: 1, transaction_id: -1, global_position: -1 },
    },
    { name: 'campaign_history_actor', key: { actor_id: 1 } },
  ],
  disputes: [{ name: 'disputes_open', key: { status: 1, evidence_due_by: 1 } }],
  reconciliation_differences: [{ name: 'reconciliation_differences_day', key: { day: -1 } }],
  // A campaign's page and a receipt read their leaves, newest first or in order; `_id` is the leaf's index.
  public_ledger_leaves: [
    { name: 'public_ledger_leaves_campaign', key: { campaign_id: 1, _id: 1 } },
    { name: 'public_ledger_leaves_subject', key: { subject: 1, _id: 1 } },
  ],
  blog_posts: [{ name: 'blog_posts_created', key: { created_at: -1 } }],
  contact_messages: [{ name: 'contact_messages_created', key: { created_at: -1 } }],
};

/** Notices are read from the change stream as they commit; an hour is plenty for a listener to resume. */
const NOTICE_LIFETIME_SECONDS = 3600;
const NAMESPACE_EXISTS = 48;

const createCollection = async (db: Db, name: string) => {
  try {
    await db.createCollection(name);
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === NAMESPACE_EXISTS)) throw error;
  }
};

/**
 * Creates the read models' collections (named as the tables, with `suffix` for a rebuild's) and their
 * indexes; safe at every start. Transactions then only write into collections that exist.
 */
export const prepareCollections = async (
  db: Db,
  tables: readonly ReadModelTable[],
  suffix = '',
) => {
  const existing = new Set(
    (await db.listCollections({}, { nameOnly: true }).toArray()).map(
      (collection) => collection.name,
    ),
  );
  for (const table of tables) {
    const name = `${table}${suffix}`;
    if (!existing.has(name)) await createCollection(db, name);
    const indexes = readModelIndexes[table];
    if (indexes) await db.collection(name).createIndexes(indexes);
  }
  if (!suffix) {
    if (!existing.has(NOTICES_COLLECTION)) await createCollection(db, NOTICES_COLLECTION);
    await db
      .collection(NOTICES_COLLECTION)
      .createIndexes([
        { name: 'notices_expiry', key: { at: 1 }, expireAfterSeconds: NOTICE_LIFETIME_SECONDS },
      ]);
  }
};
