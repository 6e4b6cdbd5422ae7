import { logger } from '@harambee/database';
import { AppError } from '@harambee/platform';
import type { CommandApiDeps } from '../core/deps';
import { derivedId } from '../core/derived-id';
import { adminMailWords } from '../mail/admin-mail-words';
import { moneyMail } from './money-mail';

/** The same id for the same job and item, so a failure that repeats at every run is mailed once. */
const alertMailId = (job: string, item: string) => derivedId(`${job}\n${item}`);

const alertAdmins = async (deps: CommandApiDeps, job: string, item: string, error: unknown) => {
  const { say } = await adminMailWords(deps);
  const mail = moneyMail(
    deps.config.adminEmail,
    say('mail.moneyJobAlert.subject', { job, item }),
    [
      say('mail.moneyJobAlert.skipped', { job, item }),
      say('mail.moneyJobAlert.error', {
        error: error instanceof Error ? error.message : String(error),
      }),
      say('mail.moneyJobAlert.once'),
    ],
    'alert',
  );
  await deps.db.transaction((tx) => deps.mail.enqueue(mail, alertMailId(job, item))(tx));
};

/**
 * Works through many campaigns or gifts one at a time, each on its own: one that throws is logged and alerted
 * to the admins (once per job and item) and the rest go on. Answers the errors, for a caller that must be
 * tried again when one was not a decision (a database that went away).
 */
export const eachOnItsOwn = async <T>(
  deps: CommandApiDeps,
  job: string,
  items: readonly T[],
  nameOf: (item: T) => string,
  work: (item: T) => Promise<unknown>,
) => {
  const errors: unknown[] = [];
  for (const item of items) {
    try {
      await work(item);
    } catch (error) {
      errors.push(error);
      const name = nameOf(item);
      logger.error('money job skipped one item; the others go on', {
        job,
        item: name,
        error: String(error),
      });
      await alertAdmins(deps, job, name, error).catch((alertError: unknown) =>
        logger.error('money job alert could not be queued', { job, error: String(alertError) }),
      );
    }
  }
  return errors;
};

/** A decision refused (a 4xx): trying again will not help. */
export const isDecision = (error: unknown) => error instanceof AppError && error.status < 500;
