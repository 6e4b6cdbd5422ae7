import { logger } from '@harambee/database';
import { READ_MODELS_CHANGED_CHANNEL } from '@harambee/read-models';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import type { ReadStore } from '../read-store/port';

/** Days remaining are counted from the clock, so even an unchanged list is recomputed this often. */
const MAX_AGE_MS = 1000;
/** Lists named by a visitor's request (a campaign's gifts, page by page) may not grow the cache without end. */
const MAX_ENTRIES = 1000;

/** A serialised answer with its entity tag, so revisits can be answered 304. */
export type CachedBody = { body: Buffer; etag: string };

type Entry = { answer: Promise<CachedBody>; builtAt: number };

const cachedBody = (json: string): CachedBody => {
  const body = Buffer.from(json);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
};

/**
 * The anonymous answers of the public lists (campaigns, a campaign's gifts), the busiest reads of the site,
 * serialised once and shared by every visitor until the projector commits a change (its notice) or they are a
 * second old. Concurrent visitors share one build, so a burst costs one query. The oldest list goes first when
 * too many are kept.
 */
export const createPublicListCache = (reads: Pick<ReadStore, 'listen'>) => {
  const entries = new Map<string, Entry>();
  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined;
  const follow = () => {
    unlisten ??= reads
      .listen(READ_MODELS_CHANGED_CHANNEL, () => entries.clear())
      .catch((error: unknown) => {
        logger.warn('campaign list cache cannot follow changes yet; it expires by age meanwhile', {
          error: String(error),
        });
        unlisten = undefined;
        return undefined;
      });
  };

  const answer = (key: string, build: () => Promise<string>) => {
    follow();
    const entry = entries.get(key);
    if (entry && Date.now() - entry.builtAt < MAX_AGE_MS) return entry.answer;
    const fresh: Entry = { answer: build().then(cachedBody), builtAt: Date.now() };
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, fresh);
    fresh.answer.catch(() => entries.get(key) === fresh && entries.delete(key));
    return fresh.answer;
  };

  const close = async () => {
    const stop = await unlisten;
    await stop?.();
  };

  return { answer, close };
};
export type PublicListCache = ReturnType<typeof createPublicListCache>;

/** Sends the success answer named `key` that every anonymous visitor shares, with its tag (304 when they hold it). */
export const sendShared = async (
  res: Response,
  cache: PublicListCache,
  key: string,
  data: () => Promise<unknown>,
) => {
  const { body, etag } = await cache.answer(key, async () =>
    JSON.stringify({ status: 'success', data: await data() }),
  );
  res.type('json').set('ETag', etag).send(body);
};
