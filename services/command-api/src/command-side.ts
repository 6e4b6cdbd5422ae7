import { openEventStore } from '@harambee/events';
import { migrate } from '@harambee/eventstore';
import { type Config, entered } from '@harambee/platform';
import type { SqlDatabase } from '@harambee/database';
import path from 'node:path';
import { prepareEmailClaims } from './accounts/email-id-migration';
import { migrateSignInThrottle } from './accounts/sign-in-throttle';
import { migratePersonRecords } from './erasure/person-records';
import { bootstrapAccounts, commandRouter } from './command-api';
import { mountedCommandApiDocs } from './openapi/command-api-docs';
import { type Clock, systemClock } from './core/clock';
import type { CommandApiDeps } from './core/deps';
import { createMailer, type Mailer } from './core/mailer';
import { DEFAULT_PACE, managersPace } from './core/managers-pace';
import { type RunnerOptions, startProcessManagers } from './core/process-manager-runner';
import { createSandboxGateway } from './donations/payment-gateway';
import { type OutboxOptions, startMailOutbox } from './mail/mail-outbox';
import { paymentProvidersOf } from './payments/payment-routes';
import { sandboxCheckoutRoutes } from './payments/sandbox-checkout-routes';
import { phoneSimulatorRoutes } from './ussd/phone-simulator-routes';
import { processManagers, scheduledJobs } from './process-managers';
import { ledgerKeyRoute } from './public-ledger';
import { migrateRateLimits } from './rate-limits/rate-limit-store';

export type CommandSideOptions = {
  db: SqlDatabase;
  clock?: Clock;
  /** The mail transport; SMTP_URL's, or the outbox folder, unless a test brings its own. */
  mailer?: Mailer;
  outbox?: Partial<OutboxOptions>;
  runner?: Partial<RunnerOptions>;
};

/**
 * The write side over an open database, wired once for every way it runs (its own process, the composed
 * server, tests, the bench): migrations, the mail outbox, the admin account, the routes. Process managers
 * start when the caller says (after a demo seed, so its gifts mail nobody).
 */
export const createCommandSide = async (config: Config, options: CommandSideOptions) => {
  const { db } = options;
  await migrate(db);
  await migrateRateLimits(db);
  await migrateSignInThrottle(db);
  await migratePersonRecords(db);
  const eventStore = await openEventStore(config, db);
  const clock = options.clock ?? systemClock;
  await prepareEmailClaims({ db, store: eventStore.store, config, clock }).catch(
    async (error: unknown) => {
      await eventStore.close();
      throw error;
    },
  );
  const deps: CommandApiDeps = {
    db,
    store: eventStore.store,
    config,
    clock,
    mail: await startMailOutbox(
      db,
      options.mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          outboxDir: path.join(config.dataDir, 'outbox'),
        }),
      options.outbox,
    ),
    payments: await createSandboxGateway(db, eventStore.engine === 'postgres'),
  };
  const admin = await bootstrapAccounts(deps);
  const providers = paymentProvidersOf(config);
  const pace = managersPace(DEFAULT_PACE);
  let processes: { stop: () => Promise<void> } | undefined;
  return {
    deps,
    admin,
    /** Everything under /api. */
    router: commandRouter(deps, providers, pace),
    /** What `router` mounts, documented. */
    docs: mountedCommandApiDocs(config, providers),
    /** The sandbox's hosted checkout page and phone, and the ledger's key at its well-known path, at the site's root. */
    pages: entered(
      sandboxCheckoutRoutes(deps, providers),
      phoneSimulatorRoutes(deps),
      ledgerKeyRoute(deps),
    ),
    startProcessManagers: async () => {
      processes ??= await startProcessManagers(
        deps,
        processManagers,
        scheduledJobs,
        options.runner,
        pace,
      );
    },
    stop: async () => {
      await processes?.stop();
      await deps.mail.stop();
      await eventStore.close();
    },
  };
};
export type CommandSide = Awaited<ReturnType<typeof createCommandSide>>;
