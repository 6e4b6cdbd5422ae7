import { END, excludeSystemEvents, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { logger } from '@harambee/database';
import type { ListenForAppends } from '../subscription';

/** How long after a dropped subscription a new one is opened (the follower polls meanwhile). */
export const REOPEN_AFTER_MS = 1_000;

/**
 * A live subscription to $all that only wakes the follower; batches are read with readAll, as on PostgreSQL. A
 * subscription ends on its first error (the server restarted, the connection dropped): a new one is opened, so
 * appends wake the follower again instead of waiting for its poll.
 */
export const wakeOnAppends =
  (
    client: Pick<KurrentDBClient, 'subscribeToAll'>,
    reopenAfterMs = REOPEN_AFTER_MS,
  ): ListenForAppends =>
  async (wake) => {
    let stopped = false;
    let reopen: NodeJS.Timeout | undefined;
    const open = () => {
      const subscription = client.subscribeToAll({
        fromPosition: END,
        filter: excludeSystemEvents(),
      });
      subscription.on('data', wake);
      subscription.on('error', (error: unknown) => {
        wake();
        if (stopped) return;
        logger.warn('KurrentDB wake-up subscription dropped; reopening', { error: String(error) });
        reopen = setTimeout(() => {
          if (!stopped) current = open();
        }, reopenAfterMs);
      });
      return subscription;
    };
    let current = open();
    return async () => {
      stopped = true;
      clearTimeout(reopen);
      await current.unsubscribe();
    };
  };
