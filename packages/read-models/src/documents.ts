import type {
  BlogPostRow,
  CampaignHistoryRow,
  CampaignRow,
  CampaignUpdateRow,
  ContactMessageRow,
  CreatorNotificationsRow,
  DisputeRow,
  DonationRow,
  LedgerEntryRow,
  LedgerFactRow,
  MoneyLedgerRow,
  ReconciliationDifferenceRow,
  PublicLedgerHeadRow,
  PublicLedgerLeafRow,
  PublicLedgerNodeRow,
  UserRow,
  WalletRow,
  WithdrawalRow,
} from './rows';
import type { ReadModelTable } from './tables';

/**
 * A read model's row as MongoDB keeps it, in the collection named as the table: the same fields, the key in
 * `_id`, times as dates, money as integer cents, log positions as 64-bit integers (so they sort as numbers).
 */
type DocumentOf<Row, Key extends keyof Row> = Omit<Row, Key> & { _id: Row[Key] };
type Positioned<Row> = Omit<Row, 'transaction_id' | 'global_position'> & {
  _id: string;
  transaction_id: bigint;
  global_position: bigint;
};

export type UserDocument = DocumentOf<UserRow, 'id'> & { session_version: number };
export type WalletDocument = DocumentOf<WalletRow, 'user_id'>;
export type CampaignDocument = DocumentOf<CampaignRow, 'id'>;
export type CampaignUpdateDocument = DocumentOf<CampaignUpdateRow, 'id'>;
export type DonationDocument = DocumentOf<DonationRow, 'id'>;
export type WithdrawalDocument = DocumentOf<WithdrawalRow, 'id'>;
export type MoneyLedgerDocument = Positioned<MoneyLedgerRow>;
export type LedgerEntryDocument = Positioned<LedgerEntryRow>;
export type LedgerFactDocument = DocumentOf<LedgerFactRow, 'key'>;
export type DisputeDocument = DocumentOf<DisputeRow, 'id'>;
export type ReconciliationDifferenceDocument = DocumentOf<ReconciliationDifferenceRow, 'id'>;
export type PublicLedgerLeafDocument = DocumentOf<PublicLedgerLeafRow, 'index'>;
export type PublicLedgerNodeDocument = PublicLedgerNodeRow & { _id: string };
export type PublicLedgerHeadDocument = DocumentOf<PublicLedgerHeadRow, 'tree_size'>;
export type CreatorNotificationsDocument = DocumentOf<CreatorNotificationsRow, 'user_id'>;
export type CampaignHistoryDocument = Positioned<CampaignHistoryRow>;
export type BlogPostDocument = DocumentOf<BlogPostRow, 'id'>;
export type ContactMessageDocument = DocumentOf<ContactMessageRow, 'id'>;
export type CheckpointDocument = {
  _id: string;
  transaction_id: bigint;
  global_position: bigint;
  updated_at: Date;
  /** A Kafka consumer's last applied offset per `topic:partition`, moved with the checkpoint. */
  kafka_offsets?: Record<string, string>;
};

/** The column each table keeps in `_id`; the ledger and the history are keyed by campaign and log position. */
const documentKeys: Record<ReadModelTable, string | undefined> = {
  users: 'id',
  wallets: 'user_id',
  campaigns: 'id',
  campaign_updates: 'id',
  donations: 'id',
  withdrawals: 'id',
  money_ledger: undefined,
  ledger_entries: undefined,
  ledger_facts: 'key',
  disputes: 'id',
  reconciliation_differences: 'id',
  public_ledger_leaves: 'index',
  public_ledger_nodes: undefined,
  public_ledger_heads: 'tree_size',
  creator_notifications: 'user_id',
  campaign_history: undefined,
  blog_posts: 'id',
  contact_messages: 'id',
  projection_checkpoints: 'name',
};

/** A document as the row the same table would hold, for the row schemas to parse. */
export const rowOf = (table: ReadModelTable, document: Record<string, unknown>) => {
  const { _id, ...fields } = document;
  const key = documentKeys[table];
  return key ? { [key]: _id, ...fields } : fields;
};

/** The `_id` of a ledger or history entry: its campaign, its place in the log and, for the ledger, its kind. */
export const positionedId = (
  campaignId: string,
  position: { transactionId: string; globalPosition: string },
  kind?: string,
) =>
  [campaignId, position.transactionId, position.globalPosition, ...(kind ? [kind] : [])].join(':');

/** Where the projector keeps each batch's notices for the query API's change stream (MongoDB only). */
export const NOTICES_COLLECTION = 'read_model_notices';
export type NoticeDocument = { at: Date; notices: { channel: string; payload: string }[] };
