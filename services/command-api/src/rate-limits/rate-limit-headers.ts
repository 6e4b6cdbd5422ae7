import type { Request, Response } from 'express';
import type { RateLimitInfo } from 'express-rate-limit';
import { createHash } from 'node:crypto';

/** Clients whose `pk` is kept; past it the kept ones are forgotten and hashed again when they come back. */
const KEPT_CLIENTS = 10_000;
export const MINUTE_MS = 60_000;

/**
 * The IETF draft-8 headers of a limit per minute (`RateLimit`, `RateLimit-Policy`, and `Retry-After` once refused), as
 * express-rate-limit writes them with `standardHeaders: 'draft-8'`: it hashes the client's key into the policy's
 * partition key (`pk`) on every request, and a client's is hashed here once. Same names, values and order.
 */
export const perMinuteHeaders = (limit: number) => {
  const windowSeconds = MINUTE_MS / 1000;
  const name = `"${limit}-in-1min"`;
  const partitionKeys = new Map<string, string>();
  const partitionKeyOf = (key: string) => {
    let partitionKey = partitionKeys.get(key);
    if (partitionKey === undefined) {
      const hash = createHash('sha256').update(key).digest('hex').slice(0, 12);
      partitionKey = Buffer.from(hash).toString('base64');
      if (partitionKeys.size >= KEPT_CLIENTS) partitionKeys.clear();
      partitionKeys.set(key, partitionKey);
    }
    return partitionKey;
  };
  /** Writes the headers of the request's count; answers the seconds until its window ends. */
  return (req: Request, res: Response) => {
    const { remaining, resetTime, key } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
    const resetSeconds = resetTime
      ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
      : windowSeconds;
    res.append('RateLimit', `${name}; r=${remaining}; t=${resetSeconds}`);
    res.append(
      'RateLimit-Policy',
      `${name}; q=${limit}; w=${windowSeconds}; pk=:${partitionKeyOf(key)}:`,
    );
    return resetSeconds;
  };
};
