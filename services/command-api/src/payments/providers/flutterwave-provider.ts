import {
  bookedMinor,
  type CurrencyCode,
  isCurrencyCode,
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_COUNTRY_CODES,
  type MobileMoneyProvider,
  providerAmount,
} from '@harambee/rules';
import { logger } from '@harambee/database';
import { InvalidInputError } from '@harambee/platform';
import { z } from 'zod';
import {
  earlierRefund,
  headerValue,
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type WebhookHeaders,
} from '../payment-provider';
import { parseJson, signaturesMatch } from '../webhook-signature';
import { flutterwaveApi } from './flutterwave-api';

export type FlutterwaveSettings = {
  secretKey: string;
  /** The secret hash set on Flutterwave's dashboard: it comes back as each webhook's `verif-hash` header. */
  secretHash: string;
  apiUrl: string;
  clock?: () => Date;
};

/** Flutterwave's direct-charge endpoint for each region's mobile money, by the currency its wallets hold. */
const CHARGE_TYPES: Partial<Record<CurrencyCode, string>> = {
  XOF: 'mobile_money_franco',
  XAF: 'mobile_money_franco',
  GHS: 'mobile_money_ghana',
  KES: 'mpesa',
  RWF: 'mobile_money_rwanda',
  TZS: 'mobile_money_tanzania',
  UGX: 'mobile_money_uganda',
};

/** Its `network` values (Ghana: MTN, VODAFONE, TIGO; Uganda: MTN, AIRTEL); M-PESA and Tanzania need none. */
const NETWORKS: Partial<Record<MobileMoneyProvider, string>> = {
  mtn: 'MTN',
  vodafone: 'VODAFONE',
  airteltigo: 'TIGO',
  airtel: 'AIRTEL',
  orange: 'ORANGE',
  moov: 'MOOV',
  wave: 'WAVE',
};

const countryOfPhone = (e164: string) =>
  MOBILE_MONEY_COUNTRY_CODES.find((code) =>
    e164.startsWith(`+${MOBILE_MONEY_COUNTRIES[code].dialCode}`),
  );

const hostedLink = z.object({ link: z.url() });
const chargeStarted = z.object({ id: z.number(), tx_ref: z.string(), status: z.string() });
const chargeMeta = z
  .object({ authorization: z.object({ redirect: z.url().optional() }).optional() })
  .optional();
const transaction = z.object({
  id: z.number(),
  tx_ref: z.string().min(1),
  amount: z.number(),
  currency: z.string().length(3),
  status: z.string(),
  payment_type: z.string().nullish(),
  created_at: z.string().nullish(),
  card: z.object({ last_4digits: z.string().nullish() }).nullish(),
  /** What Flutterwave took for the charge, in major units of `currency` (its verify answer's). */
  app_fee: z.number().nonnegative().nullish(),
});
const webhookEvent = z.object({ event: z.literal('charge.completed'), data: transaction });
const refundData = z.object({ id: z.number(), status: z.string() });
/** One of `GET /v3/refunds`: `amount_refunded` in major units, `transaction_id` the charge's `data.id`. */
const listedRefund = z.object({
  id: z.number(),
  amount_refunded: z.number(),
  status: z.string(),
  transaction_id: z.number().nullish(),
});

const refundStatus = (status: string) =>
  status === 'completed' || status === 'successful'
    ? 'succeeded'
    : status === 'failed'
      ? 'failed'
      : 'pending';

/** The currency a refund is in (US dollars when the payment named none). */
const currencyOf = (currency = 'USD') => {
  const code = currency.toUpperCase();
  if (!isCurrencyCode(code))
    throw new InvalidInputError({ key: 'api.refund.currencyUnknown', values: { currency: code } });
  return code;
};

const OUTCOMES: Partial<Record<string, PaymentOutcome['status']>> = {
  successful: 'succeeded',
  failed: 'failed',
};

/**
 * Flutterwave: cards on its hosted page (Standard), and mobile money in francophone Africa, Ghana, Kenya, Rwanda,
 * Tanzania and Uganda by a prompt to the donor's phone. Its amounts are in major units (XOF 5000, KES 1500.5), the
 * encoding done here alone; our paymentId is the `tx_ref`. A webhook is only a hint: the charge is read back from
 * Flutterwave (`GET /v3/transactions/{id}/verify`) and only what that says moved is ever booked.
 */
export const createFlutterwaveProvider = ({
  secretKey,
  secretHash,
  apiUrl,
  clock = () => new Date(),
}: FlutterwaveSettings): PaymentProvider => {
  const api = flutterwaveApi({ secretKey, apiUrl });

  const charge = (request: CheckoutRequest) => {
    const currency = request.currency.toUpperCase();
    if (!isCurrencyCode(currency))
      throw new InvalidInputError({ key: 'api.flutterwave.currency', values: { currency } });
    return {
      tx_ref: request.paymentId,
      amount: providerAmount(request.amountCents, currency, 'flutterwave'),
      currency,
      email: request.email ?? `donor-${request.paymentId}@donors.harambee.africa`,
      meta: { paymentId: request.paymentId, campaignId: request.campaignId },
    };
  };

  const mobileMoney = async (request: CheckoutRequest) => {
    const common = charge(request);
    const type = CHARGE_TYPES[common.currency as CurrencyCode];
    if (!type || !request.phone)
      throw new InvalidInputError({ key: 'api.mobileMoney.providerUnavailable' });
    const network = NETWORKS[request.mobileProvider as MobileMoneyProvider];
    const started = await api.post(
      `/v3/charges?type=${type}`,
      {
        ...common,
        phone_number: request.phone.slice(1),
        redirect_url: request.returnUrl,
        ...(network ? { network } : {}),
        ...(type === 'mobile_money_franco' ? { country: countryOfPhone(request.phone) } : {}),
      },
      chargeStarted,
    );
    const redirect = chargeMeta.safeParse(started.meta).data?.authorization?.redirect;
    return {
      providerReference: started.data.tx_ref,
      ...(redirect ? { redirectUrl: redirect } : {}),
      status: 'pending' as const,
    };
  };

  /** The body, once its `verif-hash` is the secret hash: Flutterwave signs nothing else. */
  const verified = (rawBody: Buffer, headers: WebhookHeaders) => {
    if (!signaturesMatch(secretHash, headerValue(headers, 'verif-hash')))
      throw new WebhookSignatureError();
    return parseJson(rawBody);
  };

  /** The charge as Flutterwave's own record has it, when it is the one the webhook named. */
  const readBack = async (said: z.infer<typeof transaction>) => {
    const found = await api.get(`/v3/transactions/${said.id}/verify`, transaction);
    if (!found || found.data.tx_ref !== said.tx_ref) return null;
    if (found.data.amount !== said.amount || found.data.currency !== said.currency)
      logger.warn('flutterwave webhook disagrees with its charge; the charge is booked', {
        id: said.id,
      });
    return found.data;
  };

  return {
    name: 'flutterwave',
    startCheckout: async (request) => {
      if (request.method !== 'card') return mobileMoney(request);
      const started = await api.post(
        '/v3/payments',
        {
          ...charge(request),
          redirect_url: request.returnUrl,
          customer: { email: request.email ?? charge(request).email },
          payment_options: 'card',
        },
        hostedLink,
      );
      return {
        providerReference: request.paymentId,
        redirectUrl: started.data.link,
        status: 'pending',
      };
    },
    parseNotices: async (rawBody, headers) => {
      verified(rawBody, headers);
      return null;
    },
    parseWebhook: async (rawBody, headers) => {
      const event = webhookEvent.safeParse(verified(rawBody, headers));
      const charged = event.success ? await readBack(event.data.data) : null;
      const status = charged && OUTCOMES[charged.status];
      if (!charged || !status) return null;
      const currency = charged.currency.toUpperCase();
      const last4 = charged.card?.last_4digits;
      const fee =
        charged.app_fee != null && isCurrencyCode(currency)
          ? bookedMinor(charged.app_fee, currency, 'flutterwave')
          : undefined;
      return {
        provider: 'flutterwave',
        providerReference: String(charged.id),
        paymentId: charged.tx_ref,
        status,
        amountCents:
          (isCurrencyCode(currency) && bookedMinor(charged.amount, currency, 'flutterwave')) || 0,
        currency: currency.toLowerCase(),
        method: charged.payment_type === 'card' ? 'card' : 'mobileMoney',
        ...(last4 && /^\d{4}$/.test(last4) ? { last4 } : {}),
        ...(fee !== undefined && { providerFee: { currency, amountMinor: fee } }),
        occurredAt: new Date(charged.created_at ?? clock()).toISOString(),
      };
    },
    findRefund: async ({ providerReference, amountCents, currency, booked, byProvider }) => {
      const inFlutterwaves = (minor: number) =>
        providerAmount(minor, currencyOf(currency), 'flutterwave');
      const query = new URLSearchParams({ id: providerReference });
      const listed = await api.get(`/v3/refunds?${query.toString()}`, z.array(z.unknown()));
      const refunds = (listed?.data ?? [])
        .flatMap((record) => listedRefund.safeParse(record).data ?? [])
        .filter((refund) => String(refund.transaction_id) === providerReference)
        .map((refund) => ({ ...refund, amount: refund.amount_refunded }));
      const made = earlierRefund(
        refunds,
        { booked, byProvider: byProvider.map(inFlutterwaves) },
        inFlutterwaves(amountCents),
      );
      return made ? { refundReference: String(made.id), status: refundStatus(made.status) } : null;
    },
    refund: async ({ providerReference, amountCents, currency }) => {
      const code = currencyOf(currency);
      const made = await api.post(
        `/v3/transactions/${providerReference}/refund`,
        { amount: providerAmount(amountCents, code, 'flutterwave') },
        refundData,
      );
      return { refundReference: String(made.data.id), status: refundStatus(made.data.status) };
    },
  };
};
