import { openEventStore } from '@harambee/events';
import { migrate } from '@harambee/eventstore';
import { loadConfig } from '@harambee/platform';
import { openConfiguredDatabase } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { systemClock } from '../core/clock';
import { createMailer } from '../core/mailer';
import { createSandboxGateway } from '../donations/payment-gateway';
import { startMailOutbox } from '../mail/mail-outbox';
import { dayBefore } from './movement';
import { reconcileDay } from './reconcile-day';
import { differenceLine } from './reconciliation-mail';

export const RECONCILE_USAGE = `  reconcile [--day YYYY-MM-DD]
          compares a day (UTC; yesterday when none is given) of our books with the payment provider's own record
          (Stripe's balance transactions; Paystack's transactions, refunds and transfers); each difference is
          recorded once and mailed to ADMIN_EMAIL once; exits 0 all match, 2 differences found, 1 it could not run`;

/** The day asked for, yesterday when none is, or undefined for anything else. */
export const dayOf = (args: string[], now: Date) => {
  if (args.length === 0) return dayBefore(now);
  const [flag, day] = args;
  if (flag !== '--day' || args.length !== 2 || !/^\d{4}-\d\d-\d\d$/.test(day ?? ''))
    return undefined;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day!) ? day : undefined;
};

/** `npm run ledger -- reconcile [--day YYYY-MM-DD]`; undefined when the arguments name no day (show the usage). */
export const reconcileTheBooks = async (args: string[]) => {
  const day = dayOf(args, new Date());
  if (!day) return undefined;
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  await migrate(db);
  const eventStore = await openEventStore(config, db);
  const mail = await startMailOutbox(
    db,
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
  );
  try {
    const deps = {
      db,
      store: eventStore.store,
      config,
      clock: systemClock,
      mail,
      payments: await createSandboxGateway(db),
    };
    const now = systemClock();
    const report = await reconcileDay(deps, day, {
      system: true,
      correlationId: randomUUID(),
      now,
    });
    if (!report.provider) {
      console.log(report.reason);
      return 0;
    }
    console.log(
      `Reconciled ${day} with ${report.provider}: ${report.ours} movements in our records, ${report.theirs} in ${report.provider}'s; ${report.differences.length} differences (${report.newlyFound} new, mailed to ${config.adminEmail}).`,
    );
    for (const difference of report.differences)
      console.log(`  ${differenceLine({ ...difference, provider: report.provider })}`);
    return report.differences.length === 0 ? 0 : 2;
  } finally {
    await mail.stop();
    await eventStore.close();
    await db.close();
  }
};
