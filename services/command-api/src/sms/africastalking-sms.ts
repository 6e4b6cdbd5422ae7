import type { SmsSettings } from '@harambee/platform';
import { z } from 'zod';

/** Africa's Talking's answer to a send: a status per recipient, and the id its delivery reports will name. */
const sendAnswer = z.object({
  SMSMessageData: z.object({
    Message: z.string(),
    Recipients: z.array(
      z.object({
        statusCode: z.number(),
        number: z.string(),
        status: z.string(),
        cost: z.string().optional(),
        messageId: z.string(),
      }),
    ),
  }),
});

/** The gateway's own failures (500 InternalServerError, 501 GatewayError, 502 RejectedByGateway): worth a retry. */
const GATEWAY_TROUBLE = 500;

export type SentSms = { smsId: string; status: string };
export type SendSms = (to: string, text: string) => Promise<SentSms>;

/**
 * Sends one text through Africa's Talking's bulk SMS API (`POST /version1/messaging`, a form with `username`, `to`,
 * `message` and `from`, the app's key in the `apiKey` header). A number it refuses (InvalidPhoneNumber,
 * UserInBlacklist…) is answered, not thrown: sending again would not help. Throws when worth trying again.
 */
export const africasTalkingSms =
  (settings: SmsSettings): SendSms =>
  async (to, text) => {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        apiKey: settings.apiKey,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        username: settings.username,
        to,
        message: text,
        ...(settings.from ? { from: settings.from } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Africa's Talking answered the send with ${response.status}`);
    const [recipient] = sendAnswer.parse(await response.json()).SMSMessageData.Recipients;
    if (!recipient || recipient.statusCode >= GATEWAY_TROUBLE)
      throw new Error(
        `Africa's Talking could not take the text: ${recipient?.status ?? 'no recipient'}`,
      );
    return { smsId: recipient.messageId, status: recipient.status };
  };
