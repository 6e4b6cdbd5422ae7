import type { Words } from '@harambee/messages';
import { AppError } from '@harambee/platform';
import { z } from 'zod';

export const PAYMENT_PROVIDER_NAMES = [
  'sandbox',
  'stripe',
  'paystack',
  'btcpay',
  'flutterwave',
] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** What the donor's form offers: card or mobile money through the payment provider. */
export const paymentMethods = ['card', 'mobileMoney'] as const;
/** How a checkout was paid: by the form's methods, or in crypto through the crypto provider's invoice. */
export type PaymentMethod = (typeof paymentMethods)[number] | 'crypto';

export const checkoutRequest = z.object({
  paymentId: z.string().min(1).max(100),
  campaignId: z.string().min(1),
  /** Minor units of `currency` (US cents, Kenyan cents, pesewas…): exactly what the donor's network is charged. */
  amountCents: z.number().int().positive(),
  /** ISO 4217, any case. */
  currency: z.string().length(3),
  method: z.enum([...paymentMethods, 'crypto']),
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
  method: z.enum([...paymentMethods, 'crypto']),
  last4: z
    .string()
    .regex(/^[\dX*]{4}$/)
    .optional(),
  /** What the provider took for the charge, as its own record says (minor units of `currency`, any case), if it said. */
  providerFee: z
    .object({ currency: z.string().length(3), amountMinor: z.number().int().nonnegative() })
    .optional(),
  occurredAt: z.iso.datetime(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** The charge a provider's notice is about: our payment id where the provider keeps it, else its own reference. */
const chargeRef = z.union([
  z.object({ paymentId: z.string().min(1) }),
  z.object({ providerReference: z.string().min(1) }),
]);
const noticed = {
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  charge: chargeRef,
  amountCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  occurredAt: z.iso.datetime(),
};
const dispute = {
  ...noticed,
  disputeId: z.string().min(1).max(100),
  reason: z.string().max(200),
  /** When evidence must reach the provider, if it names a deadline. */
  evidenceDueBy: z.iso.datetime().nullable(),
  /**
   * What the dispute cost as the provider's own record stands now (Stripe's dispute fee, the `fee` of its balance
   * transactions): taken when it withdrew the money, given back when it reinstated it, in minor units of `currency`
   * (any case); absent where it did not say.
   */
  fees: z
    .object({
      currency: z.string().length(3),
      taken: z.number().int().nonnegative(),
      returned: z.number().int().nonnegative(),
    })
    .optional(),
};
const refund = { ...noticed, refundReference: z.string().min(1).max(200) };

/**
 * What a provider's webhook says about money it moved on its own side, the same whichever provider sent it: a
 * dispute opened or closed, a refund made in its dashboard (or ours, seen from there), a refund that failed.
 */
export const providerNotice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('disputeOpened'), ...dispute }),
  z.object({ kind: z.literal('disputeClosed'), ...dispute, outcome: z.enum(['won', 'lost']) }),
  z.object({ kind: z.literal('refunded'), ...refund }),
  z.object({ kind: z.literal('refundFailed'), ...refund }),
]);
export type ProviderNotice = z.infer<typeof providerNotice>;
export type ChargeRef = ProviderNotice['charge'];

/**
 * `amountCents`: minor units of the currency the payment was charged in (`currency`, US dollars when absent).
 * `attempt`: our name for this try of this refund, the same when the same try is asked again (a crash, the client's
 * own retry) and another for every other refund or later try, so a provider that replays a request by its key
 * (Stripe's idempotency) never answers a new refund with an earlier one; without it, the amount names the refund.
 */
export type RefundRequest = {
  providerReference: string;
  amountCents: number;
  currency?: string;
  reason: string;
  attempt?: string;
};
export type RefundStarted = { refundReference: string; status: 'pending' | 'succeeded' | 'failed' };
/**
 * A refund asked for before whose answer was lost: the provider's references of the ones we already booked, and the
 * amounts (minor units of the charge) of the refunds made in its dashboard that we booked from their webhooks, whose
 * notices name no reference its list shows: that many refunds of the same amount in the list are those, not ours.
 */
export type RefundLookup = {
  providerReference: string;
  amountCents: number;
  currency?: string;
  booked: string[];
  byProvider: number[];
};

/** The refund of ours among a payment's refunds at the provider, in their order: of the amount, not failed, not booked, not one of its own. */
export const earlierRefund = <T extends { id: string | number; amount: number; status: string }>(
  refunds: readonly T[],
  { booked, byProvider }: Pick<RefundLookup, 'booked' | 'byProvider'>,
  amount: number,
) => {
  const candidates = refunds.filter(
    (refund) =>
      refund.amount === amount && refund.status !== 'failed' && !booked.includes(String(refund.id)),
  );
  return candidates[byProvider.filter((made) => made === amount).length];
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A hosted-checkout provider: we never see card data, and only its signed webhook says the money moved. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** The outcome, null for an event we do not act on; throws WebhookSignatureError when the signature does not verify. */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentOutcome | null>;
  /** What a webhook says about disputes and refunds, null for any other event; verifies the signature as parseWebhook does. */
  parseNotices(rawBody: Buffer, headers: WebhookHeaders): Promise<ProviderNotice[] | null>;
  refund(request: RefundRequest): Promise<RefundStarted>;
  /**
   * The refund of this amount the provider made for the payment and we did not book, if any (failed ones are none):
   * asked before a refund is tried again, so a lost answer never becomes a second refund.
   */
  findRefund?(lookup: RefundLookup): Promise<RefundStarted | null>;
  /**
   * The references of the provider's refunds of this payment that failed: asked when its failure notice names no
   * refund (Paystack's `refund.failed`), so only one it says failed is taken back.
   */
  failedRefunds?(providerReference: string): Promise<string[]>;
  /**
   * The amounts (minor units of the charge) of the provider's refunds of this payment not failed, with their
   * references: asked when a refund notice names no refund of ours (Paystack's), so a refund from its dashboard of
   * the same amount as one of ours is not taken for ours.
   */
  refundsMade?(providerReference: string): Promise<{ reference: string; amountMinor: number }[]>;
  /** Its refund notices name each refund by the id its API gave us for ours (Stripe's): none is ours by its amount. */
  readonly namesRefunds?: boolean;
}

/** The webhook did not come from the provider (or was altered): answered 400, nothing recorded. */
export class WebhookSignatureError extends AppError {
  constructor(words: Words = { key: 'api.webhook.signatureInvalid' }) {
    super(400, words);
  }
}

/** The provider refused or could not be reached: the donor is told to try again, nothing is recorded. */
export class PaymentProviderError extends AppError {
  constructor(words: Words = { key: 'api.payment.providerFailed' }) {
    super(502, words);
  }
}

export const headerValue = (headers: WebhookHeaders, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
