import type { SessionOwnerOf } from '@harambee/platform';

/**
 * How long the read side waits for a token's owner, or their session version, to appear: a new creator's first token
 * comes with the write that registers them, and a password reset's with the write that ends the older sessions, and
 * the projector may not have applied it yet.
 */
export const OWNER_PROJECTION_WAIT_MS = 3_000;
const FIRST_RETRY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The owner from the read models; one query when they are there. An owner not there yet, or there with an older
 * session version than the token's, is asked for again, at growing intervals, until `waitMs` has passed: only then is
 * there no such user, or the session ended. Only tokens signed with the server's key get this far, so the wait costs
 * nobody who cannot sign.
 */
export const projectedOwnerOf =
  (ownerOf: SessionOwnerOf, waitMs = OWNER_PROJECTION_WAIT_MS): SessionOwnerOf =>
  async (userId, sessionVersion) => {
    const deadline = Date.now() + waitMs;
    for (let retryMs = FIRST_RETRY_MS; ; retryMs *= 2) {
      const owner = await ownerOf(userId, sessionVersion);
      const left = deadline - Date.now();
      if ((owner && owner.sessionVersion >= sessionVersion) || left <= 0) return owner;
      await sleep(Math.min(retryMs, left));
    }
  };
