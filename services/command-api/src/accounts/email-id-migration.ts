import { ConcurrencyError } from '@harambee/eventstore';
import { randomUUID, createHmac } from 'node:crypto';
import type { CommandApiDeps } from '../core/deps';
import { withMetadata } from '../core/handle-command';
import { claimEmail, emailHolder, emailStream, legacyEmailStream } from './email-claim';

const EMAIL_IDS_LOCK = 7_240_312;

export const EMAIL_ID_KEY_CHANGED =
  "EMAIL_ID_KEY is not the key this database's email claims were named with: set the one used before (or restore DATA_DIR/email-id-key), or every address could be claimed a second time";

/** One row: a check value of the key the claims are named with, and when the legacy claims were carried over. */
const schema = `
  create table if not exists email_id_key (
    only_row boolean primary key default true check (only_row),
    key_check text not null,
    legacy_migrated_at timestamptz
  );
`;

const keyCheck = (key: string) =>
  createHmac('sha256', key).update('harambee:email-id-key').digest('hex');

/**
 * Claims of the unkeyed era live on in the log under `email-{sha256}`: each address still held there is
 * claimed again on its keyed stream (with no_stream, so a repeat or a concurrent sign-up cannot double it),
 * by the system, caused by the old claim.
 */
type Prepared = Pick<CommandApiDeps, 'db' | 'store' | 'config' | 'clock'>;

const migrateLegacyClaims = async (deps: Prepared) => {
  const claims = await deps.store.readByType(['EmailClaimed']);
  const legacy = new Map(
    claims
      .filter((claim) => claim.data.email && claim.streamId === legacyEmailStream(claim.data.email))
      .map((claim) => [claim.streamId, claim]),
  );
  for (const claim of legacy.values()) {
    const { email } = claim.data;
    const { userId, expected } = await emailHolder(deps, email);
    if (!userId || expected !== 'no_stream') continue;
    const context = {
      system: true,
      correlationId: randomUUID(),
      causationId: claim.id,
      now: deps.clock(),
    };
    try {
      await deps.store.append([
        {
          streamId: emailStream(deps.config.emailIdKey, email),
          expected: 'no_stream',
          events: withMetadata([claimEmail(email, userId)], context),
        },
      ]);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
};

/**
 * At start: refuses a key other than the one the claims were named with (a changed key would let every address
 * be claimed again), then carries the legacy claims over once.
 */
export const prepareEmailClaims = async (deps: Prepared) => {
  const check = keyCheck(deps.config.emailIdKey);
  const [row] = await deps.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [EMAIL_IDS_LOCK]);
    await tx.exec(schema);
    await tx.query('insert into email_id_key (key_check) values ($1) on conflict do nothing', [
      check,
    ]);
    return tx.query<{ key_check: string; legacy_migrated_at: Date | null }>(
      'select key_check, legacy_migrated_at from email_id_key',
    );
  });
  if (row!.key_check !== check) throw new Error(EMAIL_ID_KEY_CHANGED);
  if (row!.legacy_migrated_at) return;
  await migrateLegacyClaims(deps);
  await deps.db.query('update email_id_key set legacy_migrated_at = now()');
};
