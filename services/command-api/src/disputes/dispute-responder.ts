import { logger } from '@harambee/database';
import type { Words } from '@harambee/messages';
import { AppError, type PaymentSettings, type ProviderSettings } from '@harambee/platform';
import { z } from 'zod';
import { paystackApi } from '../payments/providers/paystack-api';
import { stripeClient } from '../payments/providers/stripe-provider';

export const PROVIDER_FAILED: Words = { key: 'api.dispute.providerFailed' };

/** The provider did not take our answer: nothing is recorded, the admin may try again. */
export class DisputeProviderError extends AppError {
  constructor() {
    super(502, PROVIDER_FAILED);
  }
}

/** What the provider must know of the gift to take an answer (Paystack's evidence names its customer). */
export type DisputedCharge = { disputeId: string; amountMinor: number; donorEmail: string | null };

/** The port through which an admin's answer to a dispute reaches the provider that holds it. */
export type DisputeResponder = {
  accept: (charge: DisputedCharge) => Promise<void>;
  contest: (charge: DisputedCharge, evidence: string) => Promise<void>;
};

const failed = (provider: string, action: string) => (error: unknown) => {
  logger.error('dispute answer refused by the provider', {
    provider,
    action,
    error: error instanceof Error ? error.message : String(error),
  });
  throw new DisputeProviderError();
};

/** Stripe: `POST /v1/disputes/{id}/close` accepts; `POST /v1/disputes/{id}` with evidence and `submit=true` contests. */
const stripeResponder = (
  settings: Extract<ProviderSettings, { provider: 'stripe' }>,
): DisputeResponder => {
  const stripe = stripeClient(settings);
  return {
    accept: async ({ disputeId }) => {
      await stripe.disputes.close(disputeId).catch(failed('stripe', 'close'));
    },
    contest: async ({ disputeId }, evidence) => {
      await stripe.disputes
        .update(disputeId, { evidence: { uncategorized_text: evidence }, submit: true })
        .catch(failed('stripe', 'submit evidence'));
    },
  };
};

const anything = z.unknown();

/**
 * Paystack: `PUT /dispute/{id}/resolve` with `merchant-accepted` (the amount refunded) accepts; contesting adds the
 * evidence (`POST /dispute/{id}/evidence`) and then resolves it `declined`.
 */
const paystackResponder = (
  settings: Extract<ProviderSettings, { provider: 'paystack' }>,
): DisputeResponder => {
  const api = paystackApi(settings, () => new DisputeProviderError());
  const resolve = (charge: DisputedCharge, resolution: string, message: string) =>
    api.put(
      `/dispute/${encodeURIComponent(charge.disputeId)}/resolve`,
      {
        resolution,
        message,
        refund_amount: charge.amountMinor,
        uploaded_filename: 'harambee-gift-record.txt',
      },
      anything,
    );
  return {
    accept: async (charge) => {
      await resolve(charge, 'merchant-accepted', 'Accepted by Harambee').catch(
        failed('paystack', 'accept'),
      );
    },
    contest: async (charge, evidence) => {
      await api
        .post(
          `/dispute/${encodeURIComponent(charge.disputeId)}/evidence`,
          {
            customer_email: charge.donorEmail ?? 'donor@harambee.africa',
            customer_name: 'Harambee donor',
            customer_phone: '0000000000',
            service_details: evidence,
          },
          anything,
        )
        .catch(failed('paystack', 'evidence'));
      await resolve(charge, 'declined', evidence.slice(0, 500)).catch(
        failed('paystack', 'decline'),
      );
    },
  };
};

/** The sandbox keeps no disputes of its own: the answer is recorded here alone. */
const sandboxResponder: DisputeResponder = {
  accept: async () => {},
  contest: async () => {},
};

/** The responder of the provider that holds the dispute, from the payment settings (its keys and API origin). */
export const disputeResponderFor = (
  provider: string,
  payments: PaymentSettings | undefined,
): DisputeResponder | null => {
  if (provider === 'sandbox') return sandboxResponder;
  const settings: ProviderSettings | undefined = payments?.find(
    (listed) => listed.provider === provider,
  );
  if (settings?.provider === 'stripe') return stripeResponder(settings);
  if (settings?.provider === 'paystack') return paystackResponder(settings);
  return null;
};
