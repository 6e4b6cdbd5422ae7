import { randomUUID } from 'node:crypto';
import {
  headerValue,
  paymentOutcome,
  providerNotice,
  WebhookSignatureError,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderNotice,
  type WebhookHeaders,
} from '../payment-provider';
import { hmacHex, parseJson, signaturesMatch } from '../webhook-signature';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const signature = (body: Buffer | string, secret: string) => hmacHex('sha256', body, secret);

const verified = (rawBody: Buffer, headers: WebhookHeaders, secret: string) => {
  if (!signaturesMatch(signature(rawBody, secret), headerValue(headers, SANDBOX_SIGNATURE_HEADER)))
    throw new WebhookSignatureError();
  return parseJson(rawBody);
};

/** The body and header the local hosted page posts to our webhook, signed as a real provider signs. */
export const signSandboxWebhook = (outcome: PaymentOutcome | ProviderNotice, secret: string) => {
  const body = JSON.stringify(outcome);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature(body, secret),
    },
  };
};

/**
 * The test provider: checkout opens our own page `/sandbox/checkout/{paymentId}`, where a tester approves,
 * declines or lets a prompt time out; that page then calls the webhook, signed with `webhookSecret`.
 */
export const createSandboxProvider = ({
  webhookSecret,
}: {
  webhookSecret: string;
}): PaymentProvider => ({
  name: 'sandbox',
  startCheckout: async ({ paymentId }) => ({
    providerReference: `sbx_${paymentId}`,
    redirectUrl: `/sandbox/checkout/${encodeURIComponent(paymentId)}`,
    status: 'pending',
  }),
  parseWebhook: async (rawBody, headers) => {
    const parsed = paymentOutcome.safeParse(verified(rawBody, headers, webhookSecret));
    return parsed.success && parsed.data.provider === 'sandbox' ? parsed.data : null;
  },
  parseNotices: async (rawBody, headers) => {
    const parsed = providerNotice.safeParse(verified(rawBody, headers, webhookSecret));
    return parsed.success && parsed.data.provider === 'sandbox' ? [parsed.data] : null;
  },
  refund: async () => ({ refundReference: `sbx_refund_${randomUUID()}`, status: 'succeeded' }),
});
