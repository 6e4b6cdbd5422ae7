import type { SqlDatabase } from '@harambee/database';
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
    throw new TooManyRequestsError({ key: 'api.tooManyPrompts', values });
  };
};

/** Whether a number may have one more of what `counted` names in its window, counted under a keyed hash of it. */
const perPhone = (
  db: SqlDatabase,
  secret: string,
  [prefix, counted]: [string, string],
  { limit, windowMs }: { limit: number; windowMs: number },
) => {
  const counter = new PostgresRateLimitStore(db, prefix);
  counter.init({ windowMs } as Options);
  return async (e164: string) =>
    (await counter.increment(phoneKey(secret, counted, e164))).totalHits <= limit;
};

/** Whether a phone number (E.164) may have one more USSD screen: one number cannot flood the menu or the gateway. */
export const ussdScreensPerPhone = (db: SqlDatabase, secret: string) =>
  perPhone(db, secret, ['ussd:phone:', 'ussd-screens'], USSD_SCREENS_PER_PHONE);

/** Texts one phone number may send us in a window: beyond it they are not answered (each answer costs a text). */
export const TEXTS_PER_PHONE = { limit: 10, windowMs: 60 * 60_000 } as const;

/** Whether a phone number (E.164) may have one more inbound text read and answered. */
export const textsPerPhone = (db: SqlDatabase, secret: string) =>
  perPhone(db, secret, ['sms:phone:', 'sms-texts'], TEXTS_PER_PHONE);
