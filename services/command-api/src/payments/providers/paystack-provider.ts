import type { MobileMoneyProvider } from '@harambee/rules';
import { InvalidInputError } from '@harambee/platform';
import { z } from 'zod';
import {
  earlierRefund,
  headerValue,
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type WebhookHeaders,
} from '../payment-provider';
import { hmacHex, parseJson, signaturesMatch } from '../webhook-signature';
import { donorRefusal, paystackApi } from './paystack-api';
import { paystackNotices } from './paystack-notices';

export type PaystackSettings = { secretKey: string; apiUrl: string; clock?: () => Date };

/** Paystack's `mobile_money.provider` codes; the wallets it does not serve are missing. */
const PAYSTACK_MOBILE_PROVIDERS: Partial<Record<MobileMoneyProvider, string>> = {
  mpesa: 'mpesa',
  airtel: 'atl',
  mtn: 'mtn',
  vodafone: 'vod',
  airteltigo: 'atl',
};

/** Paystack's Ghana examples use the local 0-prefixed number; elsewhere the international one. */
const paystackPhone = (e164: string) => (e164.startsWith('+233') ? `0${e164.slice(4)}` : e164);

const initializeData = z.object({ authorization_url: z.url(), reference: z.string() });
const chargeData = z.object({ reference: z.string(), status: z.string() });
const refundData = z.object({ id: z.union([z.number(), z.string()]), status: z.string() });
const listedRefund = refundData.extend({ amount: z.coerce.number().int() });

const refundStatus = (status: string) =>
  status === 'processed'
    ? ('succeeded' as const)
    : status === 'failed'
      ? ('failed' as const)
      : ('pending' as const);

const webhookEvent = z.object({
  event: z.string(),
  data: z.object({
    reference: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency: z.string().length(3),
    channel: z.string().nullish(),
    paid_at: z.string().nullish(),
    created_at: z.string().nullish(),
    authorization: z.object({ last4: z.string().nullish() }).nullish(),
    /** What Paystack took for the charge, in minor units of `currency` (absent or null before it is settled). */
    fees: z.number().int().nonnegative().nullish(),
  }),
});

const WEBHOOK_OUTCOMES: Partial<Record<string, PaymentOutcome['status']>> = {
  'charge.success': 'succeeded',
  'charge.failed': 'failed',
};

/**
 * Paystack: cards on its hosted page, and mobile money (M-PESA, MTN MoMo, Telecel, AirtelTigo) by a prompt it
 * pushes to the donor's phone. Our paymentId is the transaction reference, so every webhook names our payment.
 */
export const createPaystackProvider = ({
  secretKey,
  apiUrl,
  clock = () => new Date(),
}: PaystackSettings): PaymentProvider => {
  const api = paystackApi({ secretKey, apiUrl }, donorRefusal);
  /** Its refunds of a transaction (`GET /refund?transaction=`), whatever their status. */
  const refundsOf = async (providerReference: string) => {
    const query = new URLSearchParams({ transaction: providerReference, perPage: '100' });
    const { records } = await api.page(`/refund?${query.toString()}`);
    return records.flatMap((record) => listedRefund.safeParse(record).data ?? []);
  };
  const call = api.post;

  const transaction = (request: CheckoutRequest) => ({
    email: request.email ?? `donor-${request.paymentId}@donors.harambee.africa`,
    amount: request.amountCents,
    currency: request.currency.toUpperCase(),
    reference: request.paymentId,
    metadata: {
      paymentId: request.paymentId,
      campaignId: request.campaignId,
      cancel_action: request.cancelUrl,
    },
  });

  /** The body, once its HMAC-SHA512 under the secret key matches `x-paystack-signature`. */
  const verified = (rawBody: Buffer, headers: WebhookHeaders) => {
    if (
      !signaturesMatch(
        hmacHex('sha512', rawBody, secretKey),
        headerValue(headers, 'x-paystack-signature'),
      )
    ) {
      throw new WebhookSignatureError();
    }
    return parseJson(rawBody);
  };

  return {
    name: 'paystack',
    startCheckout: async (request) => {
      if (request.method === 'card') {
        const started = await call(
          '/transaction/initialize',
          { ...transaction(request), callback_url: request.returnUrl, channels: ['card'] },
          initializeData,
        );
        return {
          providerReference: started.reference,
          redirectUrl: started.authorization_url,
          status: 'pending',
        };
      }
      const provider = PAYSTACK_MOBILE_PROVIDERS[request.mobileProvider as MobileMoneyProvider];
      if (!provider || !request.phone) {
        throw new InvalidInputError({ key: 'api.mobileMoney.providerUnavailable' });
      }
      const charge = await call(
        '/charge',
        {
          ...transaction(request),
          mobile_money: { phone: paystackPhone(request.phone), provider },
        },
        chargeData,
      );
      if (charge.status === 'failed')
        throw new PaymentProviderError({ key: 'api.payment.promptNotSent' });
      return { providerReference: charge.reference, status: 'pending' };
    },
    parseNotices: async (rawBody, headers) => paystackNotices(verified(rawBody, headers), clock()),
    parseWebhook: async (rawBody, headers) => {
      const parsed = webhookEvent.safeParse(verified(rawBody, headers));
      const status = parsed.success ? WEBHOOK_OUTCOMES[parsed.data.event] : undefined;
      if (!parsed.success || !status) return null;
      const { data } = parsed.data;
      const last4 = data.authorization?.last4;
      return {
        provider: 'paystack',
        providerReference: data.reference,
        paymentId: data.reference,
        status,
        amountCents: data.amount,
        currency: data.currency.toLowerCase(),
        method: data.channel === 'mobile_money' ? 'mobileMoney' : 'card',
        ...(last4 && /^[\dX]{4}$/.test(last4) ? { last4 } : {}),
        ...(data.fees != null && {
          providerFee: { currency: data.currency, amountMinor: data.fees },
        }),
        occurredAt: new Date(data.paid_at ?? data.created_at ?? clock()).toISOString(),
      };
    },
    findRefund: async ({ providerReference, amountCents, ...known }) => {
      const made = earlierRefund(await refundsOf(providerReference), known, amountCents);
      return made ? { refundReference: String(made.id), status: refundStatus(made.status) } : null;
    },
    refundsMade: async (providerReference) =>
      (await refundsOf(providerReference))
        .filter((refund) => refund.status !== 'failed')
        .map((refund) => ({ reference: String(refund.id), amountMinor: refund.amount })),
    failedRefunds: async (providerReference) =>
      (await refundsOf(providerReference))
        .filter((refund) => refund.status === 'failed')
        .map((refund) => String(refund.id)),
    refund: async ({ providerReference, amountCents, currency, reason }) => {
      const refund = await call(
        '/refund',
        {
          transaction: providerReference,
          amount: amountCents,
          ...(currency ? { currency: currency.toUpperCase() } : {}),
          merchant_note: reason,
        },
        refundData,
      );
      return { refundReference: String(refund.id), status: refundStatus(refund.status) };
    },
  };
};
