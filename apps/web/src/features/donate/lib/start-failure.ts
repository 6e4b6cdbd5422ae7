import { PAYMENT_START_TIMEOUT_MS } from '@harambee/rules';
import { ApiError, errorMessage } from '@/lib/api-client';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Why a payment did not start, in words: no answer in time, a dropped connection (both safe to try again with the
 * same key), or the server's own refusal.
 */
export const startFailureMessage = (error: unknown, t: Translate, fallback: string) => {
  if (error instanceof ApiError && error.timedOut)
    return t('giving.start.timedOut', { seconds: PAYMENT_START_TIMEOUT_MS / 1000 });
  if (error instanceof ApiError && error.status === 0) return t('giving.start.connectionLost');
  return errorMessage(error, fallback);
};
