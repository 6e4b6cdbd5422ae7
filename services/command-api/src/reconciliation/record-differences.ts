import type { EventOf } from '@harambee/events';
import { createHash } from 'node:crypto';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { retryOnConflict, withMetadata } from '../core/handle-command';
import { adminMailWords } from '../mail/admin-mail-words';
import type { Difference } from './compare';
import type { ReconciledProvider } from './movement';
import { differencesMail } from './reconciliation-mail';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** A difference is named by what it is about, so finding it again (every run re-checks its day) finds it once. */
export const differenceId = (provider: ReconciledProvider, difference: Difference) =>
  hash(`${provider}|${difference.movement}|${difference.reference}|${difference.kind}`).slice(
    0,
    32,
  );

export const differenceStream = (id: string) => `reconciliation-difference-${id}`;

/** The outbox names mails by uuid: the run's new differences, hashed into one. */
const mailIdOf = (ids: string[]) => {
  const hex = hash(ids.sort().join('|'));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Appends each difference not found before on its own stream, all in one append with one mail to the admins listing
 * them: the mail goes once, with the events, or not at all. Answers the differences that were new, and the mail's id.
 */
export const recordDifferences = (
  deps: CommandApiDeps,
  provider: ReconciledProvider,
  day: string,
  differences: Difference[],
  context: CommandContext,
) =>
  retryOnConflict(async () => {
    const named = differences.map((difference) => ({
      id: differenceId(provider, difference),
      difference,
    }));
    const known = await deps.store.readStreams(named.map(({ id }) => differenceStream(id)));
    const fresh = named.filter((_, index) => known[index]!.version === 0);
    if (fresh.length === 0) return { found: [], mailId: null };
    const found = fresh.map(({ id, difference }): EventOf<'ReconciliationDifferenceFound'> => ({
      type: 'ReconciliationDifferenceFound',
      data: {
        differenceId: id,
        day,
        provider,
        ...difference,
        foundAt: context.now.toISOString(),
      },
    }));
    const mailId = mailIdOf(fresh.map(({ id }) => id));
    const words = await adminMailWords(deps);
    await deps.store.append(
      found.map((event) => ({
        streamId: differenceStream(event.data.differenceId),
        expected: 'no_stream' as const,
        events: withMetadata([event], context),
      })),
      deps.mail.enqueue(
        differencesMail(
          deps.config.adminEmail,
          provider,
          day,
          found.map((event) => event.data),
          words,
        ),
        mailId,
      ),
    );
    return { found: found.map((event) => event.data), mailId };
  });
