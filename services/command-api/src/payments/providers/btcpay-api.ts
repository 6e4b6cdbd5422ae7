import { z } from 'zod';
import {
  headerValue,
  PaymentProviderError,
  type WebhookHeaders,
  WebhookSignatureError,
} from '../payment-provider';
import { hmacHex, parseJson, signaturesMatch } from '../webhook-signature';

/**
 * BTCPay Server's Greenfield API, as documented (docs.btcpayserver.org, Developers/api): one invoice per gift,
 * created at `POST /api/v1/stores/{storeId}/invoices` with `Authorization: token <key>`, and webhooks signed in the
 * `BTCPay-Sig` header as `sha256=` and the lower-case hex HMAC-SHA256 of the exact body. The crypto provider built on
 * it is `btcpay-provider.ts`; crypto is offered only where BTCPAY_* configure it (see cryptoOffer).
 */
export type BtcpaySettings = {
  url: string;
  storeId: string;
  apiKey: string;
  webhookSecret: string;
};

/** Greenfield takes the amount as a decimal string of major units. */
const majorUnits = (amountCents: number, exponent: number) =>
  (amountCents / 10 ** exponent).toFixed(exponent);

const invoiceAnswer = z.object({
  id: z.string().min(1),
  checkoutLink: z.url(),
  status: z.string(),
  amount: z.string(),
  currency: z.string(),
  metadata: z.object({ orderId: z.string().optional() }).loose().optional(),
});
export type BtcpayInvoice = z.infer<typeof invoiceAnswer>;

const call = async (settings: BtcpaySettings, path: string, init: RequestInit = {}) => {
  let response: Response;
  try {
    response = await fetch(
      `${settings.url.replace(/\/$/, '')}/api/v1/stores/${settings.storeId}${path}`,
      {
        ...init,
        headers: { Authorization: `token ${settings.apiKey}`, 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(10_000),
      },
    );
  } catch {
    throw new PaymentProviderError();
  }
  if (!response.ok) throw new PaymentProviderError();
  const parsed = invoiceAnswer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PaymentProviderError();
  return parsed.data;
};

/**
 * One invoice for one gift: the gift's payment id is the invoice's order id, so a webhook names the gift; with a
 * `redirectUrl`, BTCPay's checkout page sends the donor back there once paid (`checkout.redirectURL`).
 */
export const createBtcpayInvoice = (
  settings: BtcpaySettings,
  gift: {
    paymentId: string;
    amountCents: number;
    currency: string;
    exponent?: number;
    redirectUrl?: string;
  },
) =>
  call(settings, '/invoices', {
    method: 'POST',
    body: JSON.stringify({
      amount: majorUnits(gift.amountCents, gift.exponent ?? 2),
      currency: gift.currency.toUpperCase(),
      metadata: { orderId: gift.paymentId },
      ...(gift.redirectUrl ? { checkout: { redirectURL: gift.redirectUrl } } : {}),
    }),
  });

/** The invoice as BTCPay holds it (a webhook names only the invoice; its amount and order id are read here). */
export const getBtcpayInvoice = (settings: BtcpaySettings, invoiceId: string) =>
  call(settings, `/invoices/${encodeURIComponent(invoiceId)}`);

/** Throws WebhookSignatureError unless `BTCPay-Sig` is `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const verifyBtcpaySignature = (rawBody: Buffer, headers: WebhookHeaders, secret: string) => {
  const expected = `sha256=${hmacHex('sha256', rawBody, secret)}`;
  if (!signaturesMatch(expected, headerValue(headers, 'btcpay-sig')?.toLowerCase()))
    throw new WebhookSignatureError();
};

const invoiceEvent = z.object({
  type: z.enum(['InvoiceSettled', 'InvoiceExpired', 'InvoiceInvalid']),
  invoiceId: z.string().min(1),
  storeId: z.string().min(1),
  timestamp: z.number().int().nonnegative(),
});

export type BtcpayInvoiceOutcome = {
  invoiceId: string;
  status: 'settled' | 'expired' | 'invalid';
  occurredAt: string;
};

/**
 * What a verified BTCPay webhook says about an invoice of our store: settled, expired or invalid; null for any other
 * event (created, payment received, processing…) or another store's invoice.
 */
export const parseBtcpayWebhook = (
  rawBody: Buffer,
  headers: WebhookHeaders,
  settings: Pick<BtcpaySettings, 'storeId' | 'webhookSecret'>,
): BtcpayInvoiceOutcome | null => {
  verifyBtcpaySignature(rawBody, headers, settings.webhookSecret);
  const event = invoiceEvent.safeParse(parseJson(rawBody));
  if (!event.success || event.data.storeId !== settings.storeId) return null;
  const status = (
    { InvoiceSettled: 'settled', InvoiceExpired: 'expired', InvoiceInvalid: 'invalid' } as const
  )[event.data.type];
  return {
    invoiceId: event.data.invoiceId,
    status,
    occurredAt: new Date(event.data.timestamp * 1000).toISOString(),
  };
};
