import type { SessionOwnerOf } from '@harambee/platform';

/**
 * How long the read side waits for a token's owner to appear: a new creator's first token comes with the write
 * that registers them, and the projector may not have applied it yet.
 */
export const OWNER_PROJECTION_WAIT_MS = 3_000;
const FIRST_RETRY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The owner from the read models; one query when they are there. An owner not there yet is asked for again, at
 * growing intervals, until `waitMs` has passed: only then is there no such user. Only tokens signed with the
 * server's key get this far, so the wait costs nobody who cannot sign.
 */
export const projectedOwnerOf =
  (ownerOf: SessionOwnerOf, waitMs = OWNER_PROJECTION_WAIT_MS): SessionOwnerOf =>
  async (userId) => {
    const deadline = Date.now() + waitMs;
    for (let retryMs = FIRST_RETRY_MS; ; retryMs *= 2) {
      const owner = await ownerOf(userId);
      const left = deadline - Date.now();
      if (owner || left <= 0) return owner;
      await sleep(Math.min(retryMs, left));
    }
  };
