import type { ProviderTransfer } from '@harambee/ledger';
import type { CurrencyCode } from '@harambee/rules';

/**
 * What goes wrong on the way to the provider: `down` (no connection, nothing done), `error` (a 5xx, nothing
 * done), `lostAnswer` (the provider did it, the answer never came: a timeout).
 */
export const FAULTS = ['down', 'error', 'lostAnswer'] as const;
/** Which endpoint a fault waits for (Paystack's paths; other fakes map them to their own): a transfer, its recipient, its verification, a refund. */
export const FAULT_TARGETS = [
  '/transfer',
  '/transferrecipient',
  '/transfer/verify',
  '/refund',
] as const;
export type Fault = { fault: (typeof FAULTS)[number]; on: (typeof FAULT_TARGETS)[number] };

/** How a transfer the provider holds moves on. */
export type TransferOutcome = 'success' | 'failed' | 'reversed' | 'succeededAfterAll';
/** How a webhook of our refund comes (see `ourRefundWebhook`). */
export type RefundCame = { failed: boolean; again: boolean; late: boolean; reordered: boolean };

/**
 * How the webhook of our refund `index` among a charge's refunds of ours (first to last) comes: failed (or failing
 * now), again (its webhook was sent before), late (we made a later one since), reordered (a later one's came first).
 */
export const refundCame = <Id>(
  ours: readonly { id: Id; status: string }[],
  index: number,
  announced: ReadonlySet<Id>,
  failing: boolean,
): RefundCame => {
  const refund = ours[index]!;
  return {
    failed: refund.status === 'failed' || (refund.status === 'pending' && failing),
    again: announced.has(refund.id),
    late: index < ours.length - 1,
    reordered: ours.slice(index + 1).some((later) => announced.has(later.id)),
  };
};

/** Minor units of a currency, as the ledger books them. */
export type Money = { currency: string; amountMinor: number };
/** Minor units by currency. */
export type ByCurrency = Record<string, number>;

export const addTo = (sums: ByCurrency, currency: string, amount: number) => {
  sums[currency] = (sums[currency] ?? 0) + amount;
};

/**
 * What a provider's own books say it moved, per currency in minor units, the same for every provider: what donors
 * paid less all that went back to them (`donors`), of which refunds whose answer we have not had (`untoldBack`), and
 * beside it our refunds that failed while the webhook saying so was not answered yet (`untoldFailed`: a 5xx, so it
 * comes again); the
 * transfers that succeeded or whose success is the last we heard (`sent`: the books may have no more), and those that
 * succeeded and whose success reached us (`toldSent`: the books must have them); the fees it took, where it says.
 */
export type ProviderBook = {
  donors: ByCurrency;
  untoldBack: ByCurrency;
  untoldFailed: ByCurrency;
  sent: ByCurrency;
  toldSent: ByCurrency;
  /** The fees it took on the charges and disputes less those it gave back, where its books say so on each (Stripe's balance transactions, Paystack's `fees`, Flutterwave's `app_fee`). */
  fees?: ByCurrency;
};

type Signed = { rawBody: Buffer; headers: Record<string, string> };
/** A webhook as the provider sends it, and what its answer (2xx) tells the provider's books: until then it comes again. */
export type Notice = Signed & { answered?: () => void };

/**
 * A payment provider as the model's commands drive it, in the test's own process: it answers our calls as its local
 * fake does (faults queued for the next ones), keeps its own books, and says what it did in its signed webhooks
 * (none where it sends no such webhook).
 */
export type ModelProvider = {
  name: 'paystack' | 'flutterwave' | 'stripe';
  /** The currencies it charges donors in. */
  charges: (currency: CurrencyCode) => boolean;
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  fail: (next: readonly Fault[]) => void;
  clearFaults: () => void;
  /** Our transfer references it has, first to last. */
  references: () => string[];
  statusOf: (reference: string) => string | undefined;
  settle: (reference: string, outcome: TransferOutcome) => void;
  transfers: () => ProviderTransfer[];
  transferCallback: (reference: string) => Signed | undefined;
  /** A transfer's outcome reached us: its callback was answered. */
  told: (reference: string) => void;
  openCheckout: (paymentId: string, money: Money, channel: 'card' | 'mobile_money') => void;
  chargeWebhook: (paymentId: string, succeeded: boolean) => Signed | undefined;
  chargeOtherwise: (paymentId: string, amountMinor: number, currency: string) => void;
  disputeWebhook: (
    paymentId: string,
    partial: boolean,
  ) => (Signed & { disputeId: number }) | undefined;
  disputeOpen: (disputeId: number) => boolean;
  disputeResolved: (
    disputeId: number,
    resolution: 'declined' | 'merchant-accepted',
  ) => Signed | undefined;
  dashboardRefund: (paymentId: string, share: number) => Notice | undefined;
  refundedByUs: () => string[];
  refundsOf: (
    paymentId: string,
  ) => { id: number; amount: number; status: string; refunded_by: string }[];
  ourRefundWebhook: (
    paymentId: string,
    pick: number,
    failed: boolean,
  ) => (Notice & { came: RefundCame }) | undefined;
  books: () => ProviderBook;
};
