import { createHmac } from 'node:crypto';
import type { CommandApiUnderTest } from './command-api-under-test';

export type SentWebhook = { body: string; headers: Record<string, string> };
export type WebhookAnswer = { status: number; body: any };

/** Stripe's `Stripe-Signature`: the time, and an HMAC-SHA256 of `{time}.{body}` under the endpoint's secret. */
export const stripeSignature = (body: string, secret: string, at = Math.floor(Date.now() / 1000)) =>
  `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;

/** Paystack's `x-paystack-signature`: an HMAC-SHA512 of the body under the secret key. */
export const paystackSignature = (body: string, secretKey: string) =>
  createHmac('sha512', secretKey).update(body).digest('hex');

/**
 * Where a fake provider posts its webhooks, as the real one does to the URL registered with it; each sent
 * webhook is kept, so a test can deliver it again (providers retry).
 */
export const webhookSender = () => {
  let target: string | undefined;
  const sent: SentWebhook[] = [];
  const deliver = async ({ body, headers }: SentWebhook): Promise<WebhookAnswer> => {
    if (!target) throw new Error('No webhook URL: call sendWebhooksTo first');
    const response = await fetch(target, { method: 'POST', body, headers });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* keep text */
    }
    return { status: response.status, body: parsed };
  };
  return {
    sent,
    sendTo: (url: string) => {
      target = url;
    },
    send: async (webhook: SentWebhook) => {
      sent.push(webhook);
      return deliver(webhook);
    },
    /** The last webhook again, byte for byte. */
    redeliver: () => deliver(sent.at(-1)!),
  };
};

/**
 * Posts `body` to the provider's webhook route under a signature made with a key that is not ours, and checks it is
 * refused with 400 and nothing written.
 */
export const expectForgedWebhookRefused = async (
  api: Pick<CommandApiUnderTest, 'call' | 'eventCount'>,
  provider: 'paystack' | 'stripe',
  body: string,
  signature: Record<string, string>,
) => {
  const before = await api.eventCount();
  const forged = await api.call(`/v1/payments/webhooks/${provider}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...signature },
  });
  expect(forged).toMatchObject({ status: 400, body: { message: 'Invalid webhook signature' } });
  expect(await api.eventCount()).toBe(before);
};
