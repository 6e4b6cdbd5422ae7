import { AppError } from '@harambee/platform';
import { z } from 'zod';

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export const paymentMethods = ['card', 'mobileMoney'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const checkoutRequest = z.object({
  paymentId: z.string().min(1).max(100),
  campaignId: z.string().min(1),
  /** Minor units of `currency` (US cents, Kenyan cents, pesewas…): exactly what the donor's network is charged. */
  amountCents: z.number().int().positive(),
  /** ISO 4217, any case. */
  currency: z.string().length(3),
  method: z.enum(paymentMethods),
  /** E.164, for mobile money. */
  phone: z
    .string()
    .regex(/^\+\d{8,15}$/)
    .optional(),
  /** A provider code of `@harambee/rules` (mpesa, mtn, …), for mobile money. */
  mobileProvider: z.string().optional(),
  email: z.email().optional(),
  returnUrl: z.url(),
  cancelUrl: z.url(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export type CheckoutStarted = {
  providerReference: string;
  redirectUrl?: string;
  status: 'pending';
};

/** What a provider's webhook says about one payment, the same whichever provider sent it. */
export const paymentOutcome = z.object({
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  /** The provider's id for the money that moved: what a refund is asked for with. */
  providerReference: z.string().min(1),
  paymentId: z.string().min(1),
  status: z.enum(['succeeded', 'failed']),
  amountCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  method: z.enum(paymentMethods),
  last4: z
    .string()
    .regex(/^[\dX*]{4}$/)
    .optional(),
  occurredAt: z.iso.datetime(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** `amountCents`: minor units of the currency the payment was charged in (`currency`, US dollars when absent). */
export type RefundRequest = {
  providerReference: string;
  amountCents: number;
  currency?: string;
  reason: string;
};
export type RefundStarted = { refundReference: string; status: 'pending' | 'succeeded' | 'failed' };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A hosted-checkout provider: we never see card data, and only its signed webhook says the money moved. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** The outcome, null for an event we do not act on; throws WebhookSignatureError when the signature does not verify. */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentOutcome | null>;
  refund(request: RefundRequest): Promise<RefundStarted>;
}

/** The webhook did not come from the provider (or was altered): answered 400, nothing recorded. */
export class WebhookSignatureError extends AppError {
  constructor(message = 'Invalid webhook signature') {
    super(400, message);
  }
}

/** The provider refused or could not be reached: the donor is told to try again, nothing is recorded. */
export class PaymentProviderError extends AppError {
  constructor(message = 'The payment provider could not start the payment. Please try again.') {
    super(502, message);
  }
}

export const headerValue = (headers: WebhookHeaders, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
