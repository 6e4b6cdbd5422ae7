import type { PaystackBook } from '../payments/testing/paystack-book';
import type { PaystackTransfers } from '../payouts/testing/paystack-transfers-fake';
import { addTo as add, type ByCurrency, type ProviderBook } from './model-provider';

/**
 * What Paystack itself moved, as its own books say, per currency in minor units: what each donor was charged and
 * got back (refunds of any kind, disputes lost), the transfers it made, and which of those it has told us about.
 */
export const paystackMoney = (book: PaystackBook, { transfers }: PaystackTransfers) => {
  const disputeIds: number[] = [];
  const paid = new Set<string>();
  /** The last outcome of each transfer that reached us: a callback we answered, or a verification's answer. */
  const told = new Map<string, string>();
  /** Refunds Paystack made whose answer never reached us, until we list the charge's refunds. */
  const untold = new Set<number>();
  /** Refunds from the dashboard, until their webhook is answered. */
  const noticeDue = new Set<number>();
  /** Our refunds that failed, until the webhook saying so is answered. */
  const failedUntold = new Set<number>();
  const disputesOf = (reference: string) =>
    disputeIds
      .map((id) => book.disputeById(id))
      .filter((d) => d.transaction.reference === reference);
  /** What disputes hold back or gave back: all but those won. */
  const heldOrLost = (reference: string) =>
    disputesOf(reference)
      .filter((dispute) => dispute.resolution !== 'declined')
      .reduce((sum, dispute) => sum + dispute.refund_amount, 0);
  /** What is left of a paid charge to give back (a dispute's money is held): none of a charge never paid. */
  const left = (reference: string) => {
    const transaction = book.transactionOf(reference);
    if (!transaction?.paid_at) return 0;
    const refunded = book
      .refundsOf(reference)
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    return transaction.amount - refunded - heldOrLost(reference);
  };
  return {
    left,
    /** A charge paid, once however often its webhook comes: false for a checkout Paystack never opened. */
    charge: (reference: string) => {
      const transaction = book.transactionOf(reference);
      if (!transaction) return false;
      if (!transaction.paid_at) book.pay(reference);
      paid.add(reference);
      return true;
    },
    /** A dispute of a paid charge, of what is left of it or half of that: one per charge, as at Paystack. */
    openDispute: (reference: string, partial: boolean) => {
      const [earlier] = disputesOf(reference);
      if (earlier) return earlier;
      const amount = left(reference);
      const refundAmount = partial ? Math.floor(amount / 2) : amount;
      if (refundAmount <= 0) return undefined;
      const dispute = book.dispute(reference, 'fraud');
      dispute.refund_amount = refundAmount;
      disputeIds.push(dispute.id);
      return dispute;
    },
    /** The dispute resolved once; asked again, its first resolution stands. */
    resolveDispute: (id: number, resolution: 'declined' | 'merchant-accepted') => {
      const dispute = book.findDispute(id);
      if (!dispute) return undefined;
      return dispute.resolution ? dispute : book.resolve(id, resolution);
    },
    told: (reference: string) => void told.set(reference, String(transfers.get(reference)?.status)),
    /** The transfer's success reached us (its callback, or a verification's answer). */
    heardPaid: (reference: string) => told.get(reference) === 'success',
    /** What an answer to a call told us, or a lost one did not: `made` refunds were made by it. */
    answered: (method: string, url: URL, lost: boolean, made: number) => {
      const refunds = book.allRefunds();
      if (lost) for (const refund of refunds.slice(refunds.length - made)) untold.add(refund.id);
      if (lost) return;
      if (method === 'GET' && url.pathname === '/refund')
        for (const refund of book.refundsOf(url.searchParams.get('transaction') ?? ''))
          untold.delete(refund.id);
      const verified = /^\/transfer\/verify\/(.+)$/.exec(url.pathname)?.[1];
      const reference = verified && decodeURIComponent(verified);
      const status = reference && transfers.get(reference)?.status;
      if (reference && status && status !== 'pending') told.set(reference, status);
    },
    refundsMade: () => book.allRefunds().length,
    /** A refund made in the dashboard: unknown to us until its webhook is answered. */
    dashboardRefund: (id: number) => void noticeDue.add(id),
    /** Our refund failed at Paystack: unknown to us until its webhook is answered. */
    refundFailed: (id: number) => void failedUntold.add(id),
    /** A refund's webhook was answered: it, and its failure, are no longer unknown to us. */
    refundTold: (id: number) => {
      untold.delete(id);
      noticeDue.delete(id);
      failedUntold.delete(id);
    },
    /**
     * The provider's books by currency: what donors paid less what went back to them (`donors`), of which refunds
     * whose answer we have not had (`untoldBack`); our refunds that failed unbeknown to us (`untoldFailed`); the transfers that succeeded and whose success reached us
     * (`toldSent`: the books must have them), and those that succeeded or whose success is the last we heard
     * (`sent`: the books may have no more; a reversal not yet told is still paid in them); the fee it took on each
     * charge (`fees`: Paystack gives none back, of a refund or a dispute).
     */
    books: (): ProviderBook => {
      const donors: ByCurrency = {};
      const fees: ByCurrency = {};
      for (const reference of paid) {
        const { currency, amount, fees: fee } = book.transactionOf(reference)!;
        add(donors, currency, amount);
        add(fees, currency, fee ?? 0);
      }
      const untoldBack: ByCurrency = {};
      const untoldFailed: ByCurrency = {};
      for (const refund of book.allRefunds())
        if (refund.status !== 'failed') {
          add(donors, refund.currency, -refund.amount);
          if (untold.has(refund.id) || noticeDue.has(refund.id))
            add(untoldBack, refund.currency, refund.amount);
        } else if (failedUntold.has(refund.id)) add(untoldFailed, refund.currency, refund.amount);
      for (const id of disputeIds) {
        const dispute = book.disputeById(id);
        if (dispute.resolution === 'merchant-accepted')
          add(donors, dispute.currency, -dispute.refund_amount);
      }
      const sent: ByCurrency = {};
      const toldSent: ByCurrency = {};
      for (const { reference, status, amount, currency } of transfers.values()) {
        const heard = told.get(reference) === 'success';
        if (status === 'success' || heard) add(sent, String(currency), Number(amount));
        if (status === 'success' && heard) add(toldSent, String(currency), Number(amount));
      }
      return { donors, untoldBack, untoldFailed, sent, toldSent, fees };
    },
  };
};
