import { z } from 'zod';
import { defineEvent } from './define-event';
import { id, isoDate, language } from './shared-fields';

/**
 * A gift begun from a phone (the USSD menu or a GIVE text): the number its receipt is texted to, sealed as the
 * checkout's personal data, and `phoneKey`, a keyed hash of it, by which that number's gifts are found again.
 */
export const PhoneGiftStarted = defineEvent(
  'PhoneGiftStarted',
  1,
  z.object({
    paymentId: id,
    phone: z.string(),
    phoneKey: z.string(),
    channel: z.enum(['ussd', 'sms']),
    language,
    startedAt: isoDate,
  }),
);

/**
 * A text handed to Africa's Talking, with the id its delivery reports will name; never the number or the words.
 * `regarding` names what it was for: the receipt, the inbound message it answers, the gift or payout it tells of.
 */
export const SmsSent = defineEvent(
  'SmsSent',
  1,
  z.object({
    smsId: z.string().min(1).max(100),
    purpose: z.enum(['receipt', 'reply', 'creatorGift', 'creatorPayout']),
    regarding: id,
    /** The gateway's answer for the recipient ("Success", "InvalidPhoneNumber", …). */
    status: z.string().max(60),
    sentAt: isoDate,
  }),
);

/** Africa's Talking's delivery report for a text we sent (Sent, Submitted, Buffered, Rejected, Success, Failed). */
export const SmsDeliveryReported = defineEvent(
  'SmsDeliveryReported',
  1,
  z.object({
    smsId: z.string().min(1).max(100),
    status: z.string().max(40),
    failureReason: z.string().max(60).nullable(),
    networkCode: z.string().max(10).nullable(),
    reportedAt: isoDate,
  }),
);

/**
 * The owner of a number asked (by text) for it to be forgotten: the keys sealing the number and the names its
 * gifts were given with were destroyed. `phoneKey` names the number without holding it.
 */
export const PhoneNumberErased = defineEvent(
  'PhoneNumberErased',
  1,
  z.object({ phoneKey: z.string(), gifts: z.number().int().nonnegative(), erasedAt: isoDate }),
);

/** A creator chose to be texted, on the phone of their account, about each gift and about each payout. */
export const TextAlertsChosen = defineEvent(
  'TextAlertsChosen',
  1,
  z.object({ userId: id, gifts: z.boolean(), payouts: z.boolean(), chosenAt: isoDate }),
);
