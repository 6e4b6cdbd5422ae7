import type { Sql } from '@harambee/database';
import type { MongoTx } from '../mongo/mongo-tx';
import type { Projection } from '../projection';
import { type Change, projectionOf, type ReadModel, type StoreWrites } from '../read-model';
import { blogPosts } from './blog-posts/blog-posts';
import { blogPostsOnMongo } from './blog-posts/mongo';
import { blogPostsOnPostgres } from './blog-posts/postgres';
import { campaignUpdates } from './campaign-updates/campaign-updates';
import { campaignUpdatesOnMongo } from './campaign-updates/mongo';
import { campaignUpdatesOnPostgres } from './campaign-updates/postgres';
import { campaigns } from './campaigns/campaigns';
import { campaignsOnMongo } from './campaigns/mongo';
import { campaignsOnPostgres } from './campaigns/postgres';
import { contactMessages } from './contact-messages/contact-messages';
import { contactMessagesOnMongo } from './contact-messages/mongo';
import { contactMessagesOnPostgres } from './contact-messages/postgres';
import { disputesOnMongo } from './disputes/mongo';
import { disputes } from './disputes/disputes';
import { disputesOnPostgres } from './disputes/postgres';
import { donations } from './donations/donations';
import { donationsOnMongo } from './donations/mongo';
import { donationsOnPostgres } from './donations/postgres';
import { history } from './history/history';
import { historyOnMongo } from './history/mongo';
import { historyOnPostgres } from './history/postgres';
import { ledgerEntries } from './ledger-entries/ledger-entries';
import { ledgerEntriesOnMongo } from './ledger-entries/mongo';
import { ledgerEntriesOnPostgres } from './ledger-entries/postgres';
import { moneyLedger } from './money-ledger/money-ledger';
import { moneyLedgerOnMongo } from './money-ledger/mongo';
import { moneyLedgerOnPostgres } from './money-ledger/postgres';
import { publicLedgerOnMongo } from './public-ledger/mongo';
import { publicLedgerOnPostgres } from './public-ledger/postgres';
import { publicLedger } from './public-ledger/public-ledger';
import { notificationsOnMongo } from './notifications/mongo';
import { notifications } from './notifications/notifications';
import { notificationsOnPostgres } from './notifications/postgres';
import { reconciliationDifferencesOnMongo } from './reconciliation-differences/mongo';
import { reconciliationDifferencesOnPostgres } from './reconciliation-differences/postgres';
import { reconciliationDifferences } from './reconciliation-differences/reconciliation-differences';
import { usersOnMongo } from './users/mongo';
import { usersOnPostgres } from './users/postgres';
import { users } from './users/users';
import { walletsOnMongo } from './wallets/mongo';
import { walletsOnPostgres } from './wallets/postgres';
import { wallets } from './wallets/wallets';
import { withdrawalsOnMongo } from './withdrawals/mongo';
import { withdrawalsOnPostgres } from './withdrawals/postgres';
import { withdrawals } from './withdrawals/withdrawals';

/** A read model with how each store makes its changes: the two must make the same ones. */
const inEachStore = <C extends Change>(
  model: ReadModel<C>,
  postgres: StoreWrites<Sql, C>,
  mongo: StoreWrites<MongoTx, C>,
) => ({
  postgres: projectionOf(model, postgres),
  mongo: projectionOf(model, mongo),
});

/**
 * Every read model, in the order each event passes through them: history reads a campaign as it was
 * before the event, so it comes before campaigns; notifications read the campaign's creator after it;
 * the money ledger reads a withdrawal's fees once it is paid.
 */
const readModels = [
  inEachStore(users, usersOnPostgres, usersOnMongo),
  inEachStore(wallets, walletsOnPostgres, walletsOnMongo),
  inEachStore(history, historyOnPostgres, historyOnMongo),
  inEachStore(campaigns, campaignsOnPostgres, campaignsOnMongo),
  inEachStore(campaignUpdates, campaignUpdatesOnPostgres, campaignUpdatesOnMongo),
  inEachStore(donations, donationsOnPostgres, donationsOnMongo),
  inEachStore(notifications, notificationsOnPostgres, notificationsOnMongo),
  inEachStore(blogPosts, blogPostsOnPostgres, blogPostsOnMongo),
  inEachStore(contactMessages, contactMessagesOnPostgres, contactMessagesOnMongo),
  inEachStore(withdrawals, withdrawalsOnPostgres, withdrawalsOnMongo),
  inEachStore(moneyLedger, moneyLedgerOnPostgres, moneyLedgerOnMongo),
  inEachStore(ledgerEntries, ledgerEntriesOnPostgres, ledgerEntriesOnMongo),
  inEachStore(disputes, disputesOnPostgres, disputesOnMongo),
  inEachStore(
    reconciliationDifferences,
    reconciliationDifferencesOnPostgres,
    reconciliationDifferencesOnMongo,
  ),
  inEachStore(publicLedger, publicLedgerOnPostgres, publicLedgerOnMongo),
];

/** The projections into PostgreSQL tables (the default read store). */
export const projections: readonly Projection[] = readModels.map((model) => model.postgres);
/** The same projections into MongoDB collections. */
export const mongoProjections: readonly Projection<MongoTx>[] = readModels.map(
  (model) => model.mongo,
);

export const projectionNames = projections.map((projection) => projection.name);

/** The named projections and those they read, in projection order (of the PostgreSQL ones unless `all` is given). */
export function withDependencies(names: readonly string[]): Projection[];
export function withDependencies<Tx>(
  names: readonly string[],
  all: readonly Projection<Tx>[],
): Projection<Tx>[];
export function withDependencies(
  names: readonly string[],
  all: readonly Projection<unknown>[] = projections as readonly Projection<unknown>[],
) {
  const wanted = new Set<string>();
  const visit = (name: string) => {
    const projection = all.find((candidate) => candidate.name === name);
    if (!projection)
      throw new Error(`Unknown projection ${name}; known: ${all.map((p) => p.name).join(', ')}`);
    if (wanted.has(name)) return;
    wanted.add(name);
    projection.reads?.forEach(visit);
  };
  names.forEach(visit);
  return all.filter((projection) => wanted.has(projection.name));
}
