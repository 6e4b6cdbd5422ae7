type Transaction = {
  id: number;
  domain: 'test';
  status: 'ongoing' | 'success' | 'reversed';
  reference: string;
  amount: number;
  currency: string;
  channel: string;
  gateway_response: string;
  paid_at: string | null;
  created_at: string;
  customer: { email: string };
  /** What Paystack took, in minor units of `currency`: null until the charge succeeds. */
  fees: number | null;
};

/**
 * Paystack's local rates, lower than the international card rate the estimate uses: M-PESA 1.5 % in Kenya, cards
 * 2.9 % there, 1.95 % in Ghana, 1.5 % + ₦100 capped at ₦2,000 in Nigeria (the ₦100 waived under ₦2,500, so a fee
 * never exceeds its charge); 3.9 % otherwise (international cards, USD).
 */
const LOCAL_BASIS_POINTS: Record<string, number> = { KES: 290, GHS: 195, NGN: 150 };
const feesOf = ({ amount, currency, channel }: Transaction) => {
  if (currency === 'KES' && channel === 'mobile_money') return Math.round(amount * 0.015);
  const share = Math.round((amount * (LOCAL_BASIS_POINTS[currency] ?? 390)) / 10_000);
  if (currency !== 'NGN') return share;
  return Math.min(share + (amount < 250_000 ? 0 : 10_000), 200_000);
};
type Refund = {
  id: number;
  integration: number;
  transaction: number;
  dispute: number | null;
  settlement: null;
  domain: 'test';
  amount: number;
  deducted_amount: number;
  currency: string;
  channel: string;
  status: 'pending' | 'processed' | 'failed';
  refunded_by: string;
  refunded_at: string | null;
  expected_at: string;
  created_at: string;
  customer_note: string;
  merchant_note: string;
  /** The bank's reference once processed: what the refund webhooks call `refund_reference`. */
  bankReference: string;
  /** Kept by the fake to find a transaction's refunds by our reference; never in Paystack's answers. */
  transactionReference: string;
};
type Dispute = {
  id: number;
  refund_amount: number;
  currency: string;
  status: 'awaiting-merchant-feedback' | 'resolved';
  resolution: string | null;
  domain: 'test';
  transaction: Transaction;
  transaction_reference: null;
  category: string;
  dueAt: string;
  resolvedAt: string | null;
  evidence: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
};
export type Transfer = Record<string, unknown> & {
  reference: string;
  status: string;
  createdAt: string;
};

const INTEGRATION = 412_829;
const DAY_MS = 86_400_000;

/** A Paystack list answer: `data` and the `meta` of its page. */
export const paystackPage = <T>(all: T[], query: URLSearchParams, message: string) => {
  const perPage = Number(query.get('perPage') ?? 50);
  const page = Number(query.get('page') ?? 1);
  const skipped = (page - 1) * perPage;
  return {
    status: true,
    message,
    data: all.slice(skipped, skipped + perPage),
    meta: {
      total: all.length,
      skipped,
      perPage,
      page,
      pageCount: Math.max(1, Math.ceil(all.length / perPage)),
    },
  };
};

/** Paystack's `from`/`to` filter on a record's creation time, newest first. */
export const between = <T>(
  records: T[],
  query: URLSearchParams,
  createdAt: (record: T) => string,
) => {
  const from = query.get('from') ? new Date(query.get('from')!).getTime() : -Infinity;
  const to = query.get('to') ? new Date(query.get('to')!).getTime() : Infinity;
  return records
    .filter((record) => {
      const at = new Date(createdAt(record)).getTime();
      return at >= from && at <= to;
    })
    .reverse();
};

/** What Paystack keeps of an integration, in its documented shapes: transactions, refunds, disputes, transfers. */
export const paystackBook = () => {
  const transactions = new Map<string, Transaction>();
  const refunds: Refund[] = [];
  const disputes = new Map<number, Dispute>();
  const transfers = new Map<string, Transfer>();
  let nextId = 896_467_000;
  let nextRefund = 3_018_284;
  const now = () => new Date().toISOString();

  const open = (reference: string, amount: number, currency: string, channel: string) => {
    const transaction: Transaction = {
      id: ++nextId,
      domain: 'test',
      status: 'ongoing',
      reference,
      amount,
      currency,
      channel,
      gateway_response: 'Pending',
      paid_at: null,
      created_at: now(),
      customer: { email: `donor-${reference}@donors.harambee.africa` },
      fees: null,
    };
    transactions.set(reference, transaction);
    return transaction;
  };

  return {
    transfers,
    open,
    pay: (reference: string) => {
      const transaction = transactions.get(reference)!;
      Object.assign(transaction, {
        status: 'success',
        gateway_response: 'Approved',
        paid_at: now(),
        fees: feesOf(transaction),
      });
      return transaction;
    },
    refund: (reference: string, amount: number, by: string, status: Refund['status']) => {
      const transaction = transactions.get(reference);
      const refund: Refund = {
        id: nextRefund++,
        integration: INTEGRATION,
        transaction: transaction?.id ?? 0,
        dispute: null,
        settlement: null,
        domain: 'test',
        amount,
        deducted_amount: amount,
        currency: transaction?.currency ?? 'USD',
        channel: transaction?.channel ?? 'card',
        status,
        refunded_by: by,
        refunded_at: status === 'processed' ? now() : null,
        expected_at: new Date(Date.now() + 5 * DAY_MS).toISOString(),
        created_at: now(),
        customer_note: `Refund for transaction ${reference}`,
        merchant_note: `Refund for transaction ${reference} by ${by}`,
        bankReference: `13201${nextRefund}`,
        transactionReference: reference,
      };
      refunds.push(refund);
      if (transaction && amount >= transaction.amount) transaction.status = 'reversed';
      return { refund, transaction };
    },
    refundById: (id: number) => refunds.find((refund) => refund.id === id)!,
    refundsOf: (reference: string) =>
      refunds.filter((refund) => refund.transactionReference === reference),
    /** Every refund the integration made, of any transaction (or of one it never took: a fake's own check). */
    allRefunds: (): readonly Refund[] => refunds,
    /** The transaction of our reference, as the fake keeps it. */
    transactionOf: (reference: string) => transactions.get(reference),
    dispute: (reference: string, category: string) => {
      const transaction = transactions.get(reference)!;
      const dispute: Dispute = {
        id: 358_950 + disputes.size,
        refund_amount: transaction.amount,
        currency: transaction.currency,
        status: 'awaiting-merchant-feedback',
        resolution: null,
        domain: 'test',
        transaction,
        transaction_reference: null,
        category,
        dueAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
        resolvedAt: null,
        evidence: null,
        created_at: now(),
        updated_at: now(),
      };
      disputes.set(dispute.id, dispute);
      return dispute;
    },
    disputeById: (id: number) => disputes.get(id)!,
    findDispute: (id: number) => disputes.get(id),
    addEvidence: (id: number, evidence: Record<string, unknown>) => {
      const dispute = disputes.get(id)!;
      Object.assign(dispute, { evidence, updated_at: now() });
      return dispute;
    },
    resolve: (id: number, resolution: 'merchant-accepted' | 'declined') => {
      const dispute = disputes.get(id)!;
      Object.assign(dispute, {
        status: 'resolved',
        resolution,
        resolvedAt: now(),
        updated_at: now(),
      });
      if (resolution === 'merchant-accepted') dispute.transaction.status = 'reversed';
      return dispute;
    },
    transactionById: (id: number) => [...transactions.values()].find((t) => t.id === id),
    /** Paid transactions, and those reversed since: what Paystack lists as money that came in. */
    listTransactions: (query: URLSearchParams) =>
      paystackPage(
        between([...transactions.values()], query, (t) => t.created_at).filter(
          (t) => !query.get('status') || t.status === query.get('status'),
        ),
        query,
        'Transactions retrieved',
      ),
    /** Paystack's list of refunds, of one transaction (its id or reference) when `transaction` is given. */
    listRefunds: (query: URLSearchParams) =>
      paystackPage(
        between(refunds, query, (refund) => refund.created_at)
          .filter((refund) => {
            const wanted = query.get('transaction');
            return (
              !wanted ||
              refund.transactionReference === wanted ||
              String(refund.transaction) === wanted
            );
          })
          .map(({ bankReference: _bank, transactionReference: _reference, ...refund }) => refund),
        query,
        'Refunds retrieved',
      ),
  };
};
export type PaystackBook = ReturnType<typeof paystackBook>;
