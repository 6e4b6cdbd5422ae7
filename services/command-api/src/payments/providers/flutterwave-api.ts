import { logger } from '@harambee/database';
import { z } from 'zod';
import { PaymentProviderError } from '../payment-provider';

/** Every v3 answer: `{status: 'success' | 'error', message, data}`, and `meta` on a charge that needs the donor. */
const apiAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  data: z.unknown(),
  meta: z.unknown().optional(),
});

/**
 * Flutterwave's v3 REST API by plain HTTP (no SDK: one dependency less, and the same shape as our Paystack and Stripe
 * adapters), the secret key as bearer. A refusal or a lost answer is the donor's "could not start", Flutterwave's
 * reason kept in the log; a 404 is null (it knows nothing by that id).
 */
export const flutterwaveApi = ({ secretKey, apiUrl }: { secretKey: string; apiUrl: string }) => {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    data: z.ZodType<T>,
    body?: unknown,
  ): Promise<{ data: T; meta: unknown } | null> => {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: Error) => {
      logger.error('flutterwave unreachable', { path, error: error.message });
      throw new PaymentProviderError();
    });
    if (response.status === 404) return null;
    const answer = apiAnswer.safeParse(await response.json().catch(() => undefined));
    const parsed =
      answer.success && answer.data.status === 'success' && response.ok
        ? data.safeParse(answer.data.data)
        : undefined;
    if (!parsed?.success) {
      const reason = answer.data?.message ?? String(response.status);
      logger.error('flutterwave refused', { path, status: response.status, reason });
      throw new PaymentProviderError();
    }
    return { data: parsed.data, meta: answer.data?.meta };
  };
  return {
    get: <T>(path: string, data: z.ZodType<T>) => call('GET', path, data),
    post: async <T>(path: string, body: unknown, data: z.ZodType<T>) => {
      const answer = await call('POST', path, data, body);
      if (!answer) throw new PaymentProviderError();
      return answer;
    },
  };
};
