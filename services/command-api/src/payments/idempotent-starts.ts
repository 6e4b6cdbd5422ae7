import { createHash } from 'node:crypto';
import type { Request } from 'express';

/** How long a start's answer is kept for a repeat under the same key: long past any retry a donor makes. */
export const IDEMPOTENT_START_TTL_MS = 24 * 60 * 60_000;
/** Answers kept at once at most: the oldest goes first, so a flood of keys cannot fill the memory. */
const MOST_KEPT = 10_000;
/** A key the browser made (a UUID or 32 hex digits); anything else is no key at all. */
const KEY = /^[\w-]{16,100}$/;

type Kept = { answer: Promise<unknown>; until: number };

/** The request's `Idempotency-Key`, when it is one. */
export const idempotencyKeyOf = (req: Request) => {
  const key = req.get('idempotency-key');
  return key && KEY.test(key) ? key : undefined;
};

/**
 * Payment starts made once per key: a repeat of the same request under the same `Idempotency-Key` (a donor's "Try
 * again" after a dropped connection or a start with no answer in time) gets the first start's answer, or waits for it
 * while it is still running, instead of starting (and charging) a second time. A start that failed is forgotten, so
 * trying again tries again. The key covers one request's body: the same key with another gift is another start.
 * Kept in this process's memory, as the kept forms are; without a key every request starts anew.
 */
export const idempotentStarts = (now: () => Date) => {
  const kept = new Map<string, Kept>();
  // Every answer is kept as long, so the map's order is the order they expire in.
  const forgetExpired = () => {
    for (const [id, start] of kept) {
      if (start.until > now().getTime()) return;
      kept.delete(id);
    }
  };
  return async <T>(
    scope: string,
    key: string | undefined,
    body: unknown,
    start: () => Promise<T>,
  ): Promise<T> => {
    if (!key) return start();
    forgetExpired();
    const id = createHash('sha256')
      .update(JSON.stringify([scope, key, body ?? null]))
      .digest('base64url');
    const known = kept.get(id);
    if (known && known.until > now().getTime()) return known.answer as Promise<T>;
    if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!);
    const answer = start();
    kept.set(id, { answer, until: now().getTime() + IDEMPOTENT_START_TTL_MS });
    answer.catch(() => {
      if (kept.get(id)?.answer === answer) kept.delete(id);
    });
    return answer;
  };
};
