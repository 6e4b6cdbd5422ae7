import { logger } from '@harambee/database';
import Stripe from 'stripe';
import {
  earlierRefund,
  headerValue,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentMethod,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundStarted,
  type WebhookHeaders,
} from '../payment-provider';
import { refundNotices, stripeNotices } from './stripe-notices';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** `apiUrl` points the official client at another host, as the tests do with a local fake of Stripe's API. */
export const stripeClient = ({ secretKey, apiUrl }: StripeSettings) => {
  if (!apiUrl) return new Stripe(secretKey, { telemetry: false });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    telemetry: false,
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  });
};

const SESSION_OUTCOMES: Partial<Record<string, PaymentOutcome['status']>> = {
  'checkout.session.completed': 'succeeded',
  'checkout.session.async_payment_succeeded': 'succeeded',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'failed',
};

const outcomeOf = (event: Stripe.Event): PaymentOutcome | null => {
  const status = SESSION_OUTCOMES[event.type];
  if (!status) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  // A completed session whose payment is still on its way (a bank debit) is settled by a later async_payment event.
  if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid')
    return null;
  const paymentId = session.client_reference_id ?? session.metadata?.paymentId;
  if (!paymentId) return null;
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  return {
    provider: 'stripe',
    providerReference: paymentIntent ?? session.id,
    paymentId,
    status,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    method: (session.metadata?.method as PaymentMethod | undefined) ?? 'card',
    occurredAt: new Date(event.created * 1000).toISOString(),
  };
};

const refundStatus = (status: string | null): RefundStarted['status'] =>
  status === 'succeeded'
    ? 'succeeded'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'pending';

const providerFailure = (action: string) => (error: unknown) => {
  logger.error(`stripe ${action} failed`, {
    error: error instanceof Error ? error.message : String(error),
  });
  throw new PaymentProviderError();
};

/** Card payments on Stripe Checkout: the donor types the card on Stripe's page, never on ours. */
export const createStripeProvider = (settings: StripeSettings): PaymentProvider => {
  const stripe = stripeClient(settings);
  /**
   * The session carries no card details nor fee; its payment's charge and the charge's balance transaction do (`fee`,
   * in minor units of its currency). A gift is recorded without them if Stripe is slow, its fee then estimated.
   */
  const chargeDetails = async (
    paymentIntentId: string,
  ): Promise<Pick<PaymentOutcome, 'last4' | 'providerFee'>> => {
    try {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge', 'latest_charge.balance_transaction'],
      });
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const last4 = charge?.payment_method_details?.card?.last4;
      const balance = charge?.balance_transaction;
      return {
        ...(last4 && { last4 }),
        ...(balance &&
          typeof balance === 'object' && {
            providerFee: { currency: balance.currency, amountMinor: balance.fee },
          }),
      };
    } catch (error) {
      logger.warn('stripe card details unavailable', {
        error: error instanceof Error ? error.message : String(error),
      });
      return {};
    }
  };
  const verified = (rawBody: Buffer, headers: WebhookHeaders): Stripe.Event => {
    const signature = headerValue(headers, 'stripe-signature');
    if (!signature) throw new WebhookSignatureError();
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
  };
  /** Since API version 2022-11-15 a charge no longer lists its refunds: they are asked for. */
  const refundsOf = async (charge: Stripe.Charge) =>
    charge.refunds?.data ??
    (
      await stripe.refunds
        .list({ charge: charge.id, limit: 100 })
        .catch(providerFailure('refund list'))
    ).data;
  /** The payment intent's refunds oldest first (Stripe lists them newest first), a canceled one as failed. */
  const refundsOfIntent = async (paymentIntent: string) =>
    (
      await stripe.refunds
        .list({ payment_intent: paymentIntent, limit: 100 })
        .catch(providerFailure('refund list'))
    ).data
      .map((refund) => ({ ...refund, status: refundStatus(refund.status) }))
      .reverse();
  return {
    name: 'stripe',
    namesRefunds: true,
    /** Ours are those carrying the reason we gave (its dashboard's carry none): the dashboard's are never counted out. */
    findRefund: async ({ providerReference, amountCents, booked }) => {
      const ours = (await refundsOfIntent(providerReference)).filter(
        (refund) => refund.metadata?.reason,
      );
      const made = earlierRefund(ours, { booked, byProvider: [] }, amountCents);
      return made ? { refundReference: made.id, status: made.status } : null;
    },
    parseNotices: async (rawBody, headers) => {
      const event = verified(rawBody, headers);
      if (event.type === 'charge.refunded')
        return refundNotices(await refundsOf(event.data.object), event.created);
      return stripeNotices(event);
    },
    startCheckout: async (request) => {
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            client_reference_id: request.paymentId,
            customer_email: request.email,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: 'Donation' },
                },
              },
            ],
            metadata: {
              paymentId: request.paymentId,
              campaignId: request.campaignId,
              method: request.method,
            },
            payment_intent_data: {
              metadata: { paymentId: request.paymentId, campaignId: request.campaignId },
            },
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `checkout-${request.paymentId}` },
        )
        .catch(providerFailure('checkout'));
      if (!session.url) throw new PaymentProviderError();
      return { providerReference: session.id, redirectUrl: session.url, status: 'pending' };
    },
    parseWebhook: async (rawBody, headers) => {
      const outcome = outcomeOf(verified(rawBody, headers));
      if (outcome?.status !== 'succeeded' || !outcome.providerReference.startsWith('pi_'))
        return outcome;
      return { ...outcome, ...(await chargeDetails(outcome.providerReference)) };
    },
    refund: async ({ providerReference, amountCents, reason, attempt }) => {
      const refund = await stripe.refunds
        .create(
          {
            payment_intent: providerReference,
            amount: amountCents,
            reason: 'requested_by_customer',
            metadata: { reason },
          },
          { idempotencyKey: `refund-${providerReference}-${attempt ?? amountCents}` },
        )
        .catch(providerFailure('refund'));
      return { refundReference: refund.id, status: refundStatus(refund.status) };
    },
  };
};
