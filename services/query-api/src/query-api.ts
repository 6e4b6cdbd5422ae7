import { type Config, errorEnvelope, openApiRoutes, refuseRevokedSessions, type SqlDatabase } from '@harambee/platform';
import { Router } from 'express';
import type { Server as HttpServer } from 'node:http';
import { accountRoutes } from './accounts/account-routes';
import { dashboardRoutes } from './accounts/dashboard-routes';
import { sessionVersionOf } from './accounts/postgres';
import { campaignActivityRoutes } from './campaigns/campaign-activity-routes';
import { campaignRoutes } from './campaigns/campaign-routes';
import { createPublicListCache } from './campaigns/public-list-cache';
import { contentRoutes } from './content/content-routes';
import { donationRoutes } from './donations/donation-routes';
import { createLiveUpdates } from './live/live-updates';
import { moneyLedgerRoutes } from './money/money-ledger-routes';
import { withdrawalRoutes } from './money/withdrawal-routes';
import { type PaymentSettingsConfig, paymentSettingsRoutes } from './payments/payment-settings-routes';
import { queryApiDocs } from './query-api-docs';

export type QueryApiOptions = { db: SqlDatabase; config: Pick<Config, 'jwtSecret'> & PaymentSettingsConfig };

/**
 * The spec's GET endpoints over the read models, to mount under /api, and the socket.io gateway.
 * `attachLiveUpdates` resolves once the LISTENs are in place.
 */
export const createQueryApi = ({ db, config }: QueryApiOptions) => {
  const secret = config.jwtSecret;
  const router = Router();
  const publicLists = createPublicListCache(db);
  router.use(
    refuseRevokedSessions(secret, (userId) => sessionVersionOf(db, userId)),
    campaignActivityRoutes(db, secret),
    campaignRoutes(db, secret, publicLists),
    donationRoutes(db, secret),
    withdrawalRoutes(db, secret),
    moneyLedgerRoutes(db, secret),
    paymentSettingsRoutes(config),
    accountRoutes(db, secret),
    dashboardRoutes(db, secret),
    contentRoutes(db, secret),
    openApiRoutes(queryApiDocs),
    errorEnvelope,
  );
  const liveUpdates = createLiveUpdates(db, secret);
  return {
    router,
    attachLiveUpdates: (httpServer: HttpServer) => liveUpdates.attach(httpServer),
    close: () => Promise.all([liveUpdates.close(), publicLists.close()]).then(() => undefined),
  };
};
export type QueryApi = ReturnType<typeof createQueryApi>;
