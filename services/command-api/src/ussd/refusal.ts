import { type Language, message, say } from '@harambee/messages';
import { type AppError, FormRefusal } from '@harambee/platform';
import {
  DONATION_LIMIT_MESSAGES,
  DONATION_MAX_DOLLARS,
  DONATION_MIN_DOLLARS,
} from '@harambee/rules';
import type { PhoneChannel } from './phone-checkout';
import { wholeMoney } from './ussd-screen';

const LIMITS: Record<string, { key: 'minimum' | 'maximum'; dollars: number }> = {
  [DONATION_LIMIT_MESSAGES.minimum.key]: { key: 'minimum', dollars: DONATION_MIN_DOLLARS },
  [DONATION_LIMIT_MESSAGES.maximum.key]: { key: 'maximum', dollars: DONATION_MAX_DOLLARS },
};

/**
 * Why a gift was refused, in the caller's language: its own words, a limit it missed, or, when the gift's form was
 * refused (nothing a caller could type again), that it cannot be taken.
 */
export const refusalIn = (language: Language, error: AppError, channel: PhoneChannel = 'ussd') => {
  if (error instanceof FormRefusal) return message(language, `${channel}.refused`);
  const limit = LIMITS[error.words.key];
  if (!limit) return say(language, error.words);
  return message(language, `${channel}.${limit.key}`, {
    amount: wholeMoney(limit.dollars * 100, 'USD', language),
  });
};
