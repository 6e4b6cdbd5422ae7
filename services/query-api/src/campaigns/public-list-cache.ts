import { logger, type SqlDatabase } from '@harambee/platform';
import { READ_MODELS_CHANGED_CHANNEL } from '@harambee/read-models';

/** Days remaining are counted from the clock, so even an unchanged list is recomputed this often. */
const MAX_AGE_MS = 1000;

type Entry = { body: Promise<string>; builtAt: number };

/**
 * The anonymous answers of the public campaign lists, the busiest reads of the site, serialised once and
 * shared by every visitor until the projector commits a change (its NOTIFY) or they are a second old.
 * Concurrent visitors share one build, so a burst costs one query.
 */
export const createPublicListCache = (db: SqlDatabase) => {
  const entries = new Map<string, Entry>();
  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined;
  const follow = () => {
    unlisten ??= db
      .listen(READ_MODELS_CHANGED_CHANNEL, () => entries.clear())
      .catch((error: unknown) => {
        logger.warn('campaign list cache cannot follow changes; it expires by age only', {
          error: String(error),
        });
        return undefined;
      });
  };

  const body = (key: string, build: () => Promise<string>) => {
    follow();
    const entry = entries.get(key);
    if (entry && Date.now() - entry.builtAt < MAX_AGE_MS) return entry.body;
    const fresh: Entry = { body: build(), builtAt: Date.now() };
    entries.set(key, fresh);
    fresh.body.catch(() => entries.get(key) === fresh && entries.delete(key));
    return fresh.body;
  };

  const close = async () => {
    const stop = await unlisten;
    await stop?.();
  };

  return { body, close };
};
export type PublicListCache = ReturnType<typeof createPublicListCache>;
