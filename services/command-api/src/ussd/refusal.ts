import { type Language, message, say } from '@harambee/messages';
import type { AppError } from '@harambee/platform';
import {
  DONATION_LIMIT_MESSAGES,
  DONATION_MAX_DOLLARS,
  DONATION_MIN_DOLLARS,
} from '@harambee/rules';
import type { PhoneChannel } from './phone-checkout';
import { wholeMoney } from './ussd-screen';

const LIMITS = {
  [DONATION_LIMIT_MESSAGES.minimum]: { key: 'minimum', dollars: DONATION_MIN_DOLLARS },
  [DONATION_LIMIT_MESSAGES.maximum]: { key: 'maximum', dollars: DONATION_MAX_DOLLARS },
} as const;

/** Why a gift was refused, in the caller's language: its own words, a limit it missed, or that it cannot be taken. */
export const refusalIn = (language: Language, error: AppError, channel: PhoneChannel = 'ussd') => {
  if (error.words) return say(language, error.words);
  const limit = LIMITS[error.message as keyof typeof LIMITS];
  if (!limit) return message(language, `${channel}.refused`);
  return message(language, `${channel}.${limit.key}`, {
    amount: wholeMoney(limit.dollars * 100, 'USD', language),
  });
};
