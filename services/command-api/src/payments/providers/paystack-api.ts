import { logger } from '@harambee/database';
import { z } from 'zod';
import { PaymentProviderError } from '../payment-provider';

const apiAnswer = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.unknown(),
});

const listAnswer = apiAnswer.extend({
  data: z.array(z.unknown()),
  meta: z.object({ pageCount: z.number().int().nonnegative() }),
});

/** What a caller tells the donor or admin when Paystack cannot be reached or refuses, given Paystack's reason. */
type Refusal = (reason: string) => Error;

/**
 * Paystack's REST API: `{status, message, data}` answers, the secret key as bearer. Payments and payouts each
 * say in their own words what a refusal means; the log keeps Paystack's reason either way. `unanswered`, when
 * given, names the calls Paystack may or may not have carried out: unreachable, timed out after `timeoutMs`, or 5xx.
 */
export const paystackApi = (
  { secretKey, apiUrl, timeoutMs }: { secretKey: string; apiUrl: string; timeoutMs?: number },
  refused: Refusal,
  unanswered: Refusal = refused,
) => {
  const request = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    }).catch((error: Error) => {
      logger.error('paystack unreachable', { path, error: error.message });
      throw unanswered('Paystack could not be reached');
    });

  const dataOf = async <T>(path: string, response: Response, data: z.ZodType<T>): Promise<T> => {
    const answer = apiAnswer.safeParse(await response.json().catch(() => undefined));
    const parsed =
      answer.success && answer.data.status && response.ok
        ? data.safeParse(answer.data.data)
        : undefined;
    if (!parsed?.success) {
      const reason = answer.data?.message ?? String(response.status);
      logger.error('paystack refused', { path, status: response.status, reason });
      // A 5xx, or an answer cut off, may come after Paystack did the work.
      const cutOff = response.ok && !answer.success;
      throw (response.status >= 500 || cutOff ? unanswered : refused)(reason);
    }
    return parsed.data;
  };

  return {
    /** One page of a list: its records as they came (each checked by the caller) and how many pages there are. */
    page: async (path: string) => {
      const response = await request('GET', path);
      const answer = listAnswer.safeParse(await response.json().catch(() => undefined));
      if (!answer.success || !answer.data.status || !response.ok) {
        const reason = answer.data?.message ?? String(response.status);
        logger.error('paystack refused', { path, status: response.status, reason });
        throw refused(reason);
      }
      return { records: answer.data.data, pageCount: answer.data.meta.pageCount };
    },
    post: async <T>(path: string, body: unknown, data: z.ZodType<T>) =>
      dataOf(path, await request('POST', path, body), data),
    put: async <T>(path: string, body: unknown, data: z.ZodType<T>) =>
      dataOf(path, await request('PUT', path, body), data),
    /** null when Paystack answers 404: it knows nothing by that name. */
    get: async <T>(path: string, data: z.ZodType<T>) => {
      const response = await request('GET', path);
      return response.status === 404 ? null : dataOf(path, response, data);
    },
  };
};

/** A donor is never shown Paystack's reason, only that the payment could not start. */
export const donorRefusal: Refusal = () => new PaymentProviderError();
