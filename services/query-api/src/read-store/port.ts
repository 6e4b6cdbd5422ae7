import type { SqlDatabase } from '@harambee/database';
import type { LedgerLine } from '@harambee/ledger';
import type { SessionOwner } from '@harambee/platform';
import type {
  BlogPostRow,
  CampaignHistoryRow,
  CampaignTotalsRow,
  CampaignUpdateRow,
  ContactMessageRow,
  DonationRow,
  MoneyLedgerRow,
  PublicLedgerHeadRow,
  PublicLedgerLeafRow,
  UserRow,
  WalletRow,
} from '@harambee/read-models';
import type { CreatorStats } from '../accounts/creator-stats';
import type { CampaignListing, StatusFilter } from '../campaigns/campaign-listing';
import type { SearchQuery } from '../campaigns/search/search-query';
import type { DonationsQuery } from '../donations/donations-query';
import type { DifferenceListing, DisputeListing } from '../disputes/dispute-listing';
import type { WithdrawalListing } from '../money/withdrawal-listing';

/** What each endpoint reads, in the read models' own terms; every store answers all of it the same. */
export type CampaignReads = {
  findCampaign(campaignId: string): Promise<CampaignListing | undefined>;
  listApproved(): Promise<CampaignListing[]>;
  listFeatured(): Promise<CampaignListing[]>;
  listByStatus(status: StatusFilter): Promise<CampaignListing[]>;
  listByCreator(creatorId: string): Promise<CampaignListing[]>;
  listRelated(campaign: CampaignListing): Promise<CampaignListing[]>;
  searchCampaigns(
    query: SearchQuery,
  ): Promise<{ campaigns: CampaignListing[]; totalCampaigns: number }>;
  findCampaignTotals(
    campaignId: string,
  ): Promise<(CampaignTotalsRow & { status: string }) | undefined>;
  listUpdates(campaignId: string): Promise<CampaignUpdateRow[]>;
  listHistory(campaignId: string): Promise<CampaignHistoryRow[]>;
  /** The platform's own figures for its home page: campaigns that went live, and those funded. */
  platformFigures(): Promise<PlatformFigures>;
};

export type PlatformFigures = { launchedCampaigns: number; fundedCampaigns: number };

export type AccountReads = {
  findUser(userId: string): Promise<UserRow | undefined>;
  findWallet(userId: string): Promise<WalletRow | undefined>;
  sessionOwnerOf(userId: string): Promise<SessionOwner | undefined>;
  notificationCountOf(userId: string): Promise<number>;
  creatorStatsOf(creatorId: string): Promise<CreatorStats>;
  /** How many backers follow the creator: they are mailed when the creator's next campaign is approved. */
  followerCountOf(creatorId: string): Promise<number>;
  ledgerLinesOfCreator(creatorId: string): Promise<LedgerLine[]>;
  recentDonationsOf(
    creatorId: string,
    limit: number,
  ): Promise<{ donation: DonationRow; campaignTitle: string }[]>;
};

export type DonationReads = {
  listDonations(
    campaignId: string,
    options: { pending: boolean } & DonationsQuery,
  ): Promise<{ donations: DonationRow[]; total: number }>;
};

export type MoneyReads = {
  ledgerEntriesOf(campaignId: string): Promise<MoneyLedgerRow[]>;
  ledgerLinesOfCampaign(campaignId: string): Promise<LedgerLine[]>;
  listWithdrawals(): Promise<WithdrawalListing[]>;
  listCreatorWithdrawals(creatorId: string): Promise<WithdrawalListing[]>;
  listCampaignWithdrawals(campaignId: string): Promise<WithdrawalListing[]>;
};

export type DisputeReads = {
  listDisputes(): Promise<DisputeListing[]>;
  listCreatorDisputes(creatorId: string): Promise<DisputeListing[]>;
  listReconciliationDifferences(): Promise<DifferenceListing[]>;
};

export type ContentReads = {
  listBlogPosts(): Promise<BlogPostRow[]>;
  findBlogPost(postId: string): Promise<BlogPostRow | undefined>;
  listContactMessages(): Promise<ContactMessageRow[]>;
};

/** The public Merkle log of the books, as its events published it. */
export type LedgerReads = {
  latestLedgerHead(): Promise<PublicLedgerHeadRow | undefined>;
  ledgerSize(): Promise<number>;
  ledgerLeaves(start: number, end: number): Promise<PublicLedgerLeafRow[]>;
  latestLedgerLeaves(limit: number): Promise<PublicLedgerLeafRow[]>;
  campaignLedgerLeaves(campaignId: string, limit: number): Promise<PublicLedgerLeafRow[]>;
  ledgerLeavesOfSubject(subject: string): Promise<PublicLedgerLeafRow[]>;
  ledgerNode(level: number, index: number): Promise<string | undefined>;
};

export type ReadQueries = CampaignReads &
  AccountReads &
  DonationReads &
  MoneyReads &
  DisputeReads &
  ContentReads &
  LedgerReads;

/**
 * The query API's port to the read models: the reads above, and the projector's notices per channel as
 * they commit (PostgreSQL's NOTIFY, or a MongoDB change stream), with `onResume` after a dropped feed is back.
 */
export type ReadStore = ReadQueries & {
  readonly kind: 'postgres' | 'mongodb';
  listen: SqlDatabase['listen'];
  /** Resolves while the store answers: readiness. */
  ping: () => Promise<void>;
};

/** A store's query functions, each taking the store's handle (a database) before the port call's arguments. */
export type QueriesOn<Handle, Reads> = {
  [K in keyof Reads]: Reads[K] extends (...args: infer A) => infer R
    ? (handle: Handle, ...args: A) => R
    : never;
};

/** The port's calls, each a store's query function on that store's handle: `listApproved(db)` becomes `listApproved()`. */
export const bindQueries = <Handle, Reads>(
  handle: Handle,
  queries: QueriesOn<Handle, Reads>,
): Reads =>
  Object.fromEntries(
    Object.entries(queries as Record<string, unknown>)
      .filter(
        (entry): entry is [string, (handle: Handle, ...rest: unknown[]) => unknown] =>
          typeof entry[1] === 'function',
      )
      .map(([name, query]) => [name, (...args: unknown[]) => query(handle, ...args)]),
  ) as Reads;
