import { CURRENCIES, isCurrencyCode, toMinorUnits } from '@harambee/rules';
import type { PaymentOutcome, PaymentProvider } from '../payment-provider';
import {
  type BtcpayInvoice,
  type BtcpayInvoiceOutcome,
  type BtcpaySettings,
  createBtcpayInvoice,
  getBtcpayInvoice,
  parseBtcpayWebhook,
  verifyBtcpaySignature,
} from './btcpay-api';

/** The invoice's own status that confirms what its webhook said: only BTCPay's word read back is acted on. */
const CONFIRMING_STATUS: Record<BtcpayInvoiceOutcome['status'], string> = {
  settled: 'Settled',
  expired: 'Expired',
  invalid: 'Invalid',
};

/** The invoice's amount (a decimal string of major units) in integer minor units, or null when it cannot be read. */
const minorUnitsOf = (invoice: BtcpayInvoice) => {
  const currency = invoice.currency.toUpperCase();
  if (!isCurrencyCode(currency)) return null;
  const read = toMinorUnits(invoice.amount, currency);
  return read.ok ? { currency, amountMinor: read.minor } : null;
};

/**
 * What a verified webhook and the invoice read back from BTCPay say about one gift: the money moved only when the
 * invoice itself is Settled; an expired or invalid one moved none. Null when the two disagree, the invoice names
 * no gift of ours or its amount is not one we can count.
 */
export const btcpayOutcome = (
  said: BtcpayInvoiceOutcome,
  invoice: BtcpayInvoice,
): PaymentOutcome | null => {
  const paymentId = invoice.metadata?.orderId;
  const money = minorUnitsOf(invoice);
  if (invoice.id !== said.invoiceId || invoice.status !== CONFIRMING_STATUS[said.status])
    return null;
  if (!paymentId || !money) return null;
  return {
    provider: 'btcpay',
    providerReference: invoice.id,
    paymentId,
    status: said.status === 'settled' ? 'succeeded' : 'failed',
    amountCents: money.amountMinor,
    currency: money.currency.toLowerCase(),
    method: 'crypto',
    occurredAt: said.occurredAt,
  };
};

/**
 * Crypto gifts through a BTCPay Server store: one Greenfield invoice per gift (its address and quote are BTCPay's,
 * on its checkout page), and its signed webhooks (InvoiceSettled, InvoiceExpired, InvoiceInvalid) settle the gift
 * only once the invoice read back from BTCPay says the same. Crypto has no card disputes, and BTCPay refunds are
 * claims the donor makes on a pull payment: a refund is left to an admin (answered failed, so they are alerted).
 */
export const createBtcpayProvider = (settings: BtcpaySettings): PaymentProvider => ({
  name: 'btcpay',
  startCheckout: async (request) => {
    const currency = request.currency.toUpperCase();
    const invoice = await createBtcpayInvoice(settings, {
      paymentId: request.paymentId,
      amountCents: request.amountCents,
      currency,
      exponent: isCurrencyCode(currency) ? CURRENCIES[currency].minorUnits : 2,
      redirectUrl: request.returnUrl,
    });
    return { providerReference: invoice.id, redirectUrl: invoice.checkoutLink, status: 'pending' };
  },
  parseWebhook: async (rawBody, headers) => {
    const said = parseBtcpayWebhook(rawBody, headers, settings);
    if (!said) return null;
    return btcpayOutcome(said, await getBtcpayInvoice(settings, said.invoiceId));
  },
  parseNotices: async (rawBody, headers) => {
    verifyBtcpaySignature(rawBody, headers, settings.webhookSecret);
    return null;
  },
  refund: async ({ providerReference }) => ({
    refundReference: `btcpay_by_hand_${providerReference}`,
    status: 'failed',
  }),
});
