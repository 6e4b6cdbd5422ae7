import type { SqlDatabase } from '@harambee/database';
import type { EventStore } from '@harambee/events';
import { createTimeTravel } from '@harambee/time-travel';
import {
  checkSessions,
  type Config,
  errorEnvelope,
  openApiRoutes,
  readsOnly,
} from '@harambee/platform';
import { Router } from 'express';
import type { Server as HttpServer } from 'node:http';
import { asOfRoutes } from './as-of/as-of-routes';
import { accountRoutes } from './accounts/account-routes';
import { dashboardRoutes } from './accounts/dashboard-routes';
import { projectedOwnerOf } from './accounts/projected-owner';
import { campaignActivityRoutes } from './campaigns/campaign-activity-routes';
import { campaignRoutes } from './campaigns/campaign-routes';
import { createPublicListCache } from './campaigns/public-list-cache';
import { contentRoutes } from './content/content-routes';
import { disputeRoutes } from './disputes/dispute-routes';
import { donationRoutes } from './donations/donation-routes';
import { ledgerRoutes } from './ledger/ledger-routes';
import { createLiveUpdates } from './live/live-updates';
import { moneyLedgerRoutes } from './money/money-ledger-routes';
import { withdrawalRoutes } from './money/withdrawal-routes';
import {
  type PaymentSettingsConfig,
  paymentSettingsRoutes,
} from './payments/payment-settings-routes';
import { queryApiDocs } from './query-api-docs';
import type { ReadStore } from './read-store/port';
import { postgresReadStore } from './read-store/postgres';

export type QueryApiOptions = {
  db: SqlDatabase;
  /** Where the read models are read; the `read_models` schema on `db` when not given. */
  reads?: ReadStore;
  /** The log, for time travel's questions about the past: the configured store (KurrentDB on the card's stack), never assumed. */
  store: EventStore;
  /** Where time travel's scratch read models open; in memory when not given. */
  openScratch?: () => Promise<SqlDatabase>;
  /** `asOfScratch`: on the first question when not given. */
  config: Pick<Config, 'jwtSecret'> & Partial<Pick<Config, 'asOfScratch'>> & PaymentSettingsConfig;
};

/**
 * The spec's GET endpoints over the read models, to mount under /api, and the socket.io gateway.
 * `attachLiveUpdates` resolves once the LISTENs are in place.
 */
export const createQueryApi = ({ db, config, ...options }: QueryApiOptions) => {
  const secret = config.jwtSecret;
  const reads = options.reads ?? postgresReadStore(db);
  const router = Router();
  const publicLists = createPublicListCache(reads);
  const timeTravel = createTimeTravel(options.store, options.openScratch);
  // Opening takes seconds of a busy machine, on this thread: done before the service listens, not in a question.
  const scratchOpened =
    config.asOfScratch === 'at-start' ? timeTravel.openNow() : Promise.resolve();
  const ownerOf = projectedOwnerOf(reads.sessionOwnerOf);
  router.use(
    checkSessions(secret, ownerOf),
    campaignActivityRoutes(reads, secret),
    campaignRoutes(reads, secret, publicLists),
    asOfRoutes(timeTravel, secret),
    donationRoutes(reads, secret, publicLists),
    withdrawalRoutes(reads, secret),
    moneyLedgerRoutes(reads, secret),
    disputeRoutes(reads, secret),
    ledgerRoutes(reads, secret),
    paymentSettingsRoutes(config),
    accountRoutes(reads, secret),
    dashboardRoutes(reads, secret),
    contentRoutes(reads, secret),
    openApiRoutes(queryApiDocs),
    errorEnvelope,
  );
  const liveUpdates = createLiveUpdates(reads, secret, ownerOf);
  return {
    /** The read side answers GETs only: a write passes it by, on to the command side, which checks it against the log. */
    router: readsOnly(router),
    attachLiveUpdates: (httpServer: HttpServer) => liveUpdates.attach(httpServer),
    /** Resolves once what opens at start has (a failure is logged and retried by the first question): listen after. */
    ready: () => scratchOpened,
    close: () =>
      Promise.all([liveUpdates.close(), publicLists.close(), timeTravel.close()]).then(
        () => undefined,
      ),
  };
};
export type QueryApi = ReturnType<typeof createQueryApi>;
