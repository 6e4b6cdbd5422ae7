import type { SqlDatabase } from '@harambee/database';
import { message } from '@harambee/messages';
import { TooManyRequestsError } from '@harambee/platform';
import { MOBILE_MONEY_PROMPTS_PER_PHONE } from '@harambee/rules';
import type { Options } from 'express-rate-limit';
import { createHmac } from 'node:crypto';
import { PostgresRateLimitStore } from './rate-limit-store';

/** The counter's key: a keyed hash of the E.164 number, so the table never holds a phone number. */
const phoneKey = (secret: string, counted: string, e164: string) =>
  createHmac('sha256', secret).update(`${counted}:${e164}`).digest('base64url');

/** USSD screens one phone number may ask for in a window: a whole gift takes six. */
export const USSD_SCREENS_PER_PHONE = { limit: 60, windowMs: 60 * 60_000 } as const;

const minutesUntil = (resetTime: Date | undefined) =>
  Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 60_000));

/**
 * Mobile-money prompts per phone number, whoever asks and from whichever address: counts one prompt for the number
 * (in E.164 form) and refuses it with 429, in the caller's language, once the number has had its share of the window.
 */
export const promptsPerPhone = (db: SqlDatabase, secret: string) => {
  const counter = new PostgresRateLimitStore(db, 'prompt:phone:');
  counter.init({ windowMs: MOBILE_MONEY_PROMPTS_PER_PHONE.windowMs } as Options);
  return async (e164: string) => {
    const { totalHits, resetTime } = await counter.increment(
      phoneKey(secret, 'mobile-money-prompts', e164),
    );
    if (totalHits <= MOBILE_MONEY_PROMPTS_PER_PHONE.limit) return;
    const values = { minutes: minutesUntil(resetTime) };
    throw new TooManyRequestsError(message('en', 'api.tooManyPrompts', values), {
      key: 'api.tooManyPrompts',
      values,
    });
  };
};

/** Whether a phone number (E.164) may have one more USSD screen: one number cannot flood the menu or the gateway. */
export const ussdScreensPerPhone = (db: SqlDatabase, secret: string) => {
  const counter = new PostgresRateLimitStore(db, 'ussd:phone:');
  counter.init({ windowMs: USSD_SCREENS_PER_PHONE.windowMs } as Options);
  return async (e164: string) =>
    (await counter.increment(phoneKey(secret, 'ussd-screens', e164))).totalHits <=
    USSD_SCREENS_PER_PHONE.limit;
};
