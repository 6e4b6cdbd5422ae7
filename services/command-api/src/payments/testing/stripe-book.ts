type Session = {
  id: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  campaignId: string;
};
type Charge = {
  id: string;
  paymentIntent: string;
  amountCents: number;
  currency: string;
  refundedCents: number;
  created: number;
};
type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed';
  reason: string | null;
  metadata: Record<string, string | null>;
  created: number;
};
type Dispute = {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: string;
  evidence_details: {
    due_by: number;
    has_evidence: boolean;
    past_due: boolean;
    submission_count: number;
  };
  is_charge_refundable: boolean;
  livemode: boolean;
  metadata: Record<string, string>;
  created: number;
  evidence?: Record<string, string>;
  /** The money withdrawn when it opened (its fee: the dispute fee), and reinstated if it was won (the fee given back). */
  balance_transactions: BalanceTransaction[];
};
type BalanceTransaction = {
  id: string;
  object: 'balance_transaction';
  amount: number;
  currency: string;
  created: number;
  fee: number;
  net: number;
  status: 'available';
  type: 'charge' | 'refund' | 'refund_failure' | 'adjustment' | 'stripe_fee';
  reporting_category: string;
  source: string;
};

const DAY_SECONDS = 86_400;
/**
 * What Stripe takes for a dispute, in minor units of the disputed charge (Stripe's is $15 in the account's own
 * currency; this book keeps every balance transaction in the charge's), given back when the dispute is won.
 */
const DISPUTE_FEE = 1500;

/**
 * What Stripe takes for a card charge, in minor units of the charge (its balance transaction's `fee`): 2.9 % + 30¢ in
 * US dollars, 3.9 % in another currency (its international and conversion rates).
 */
const stripeFeeOf = (amount: number, currency: string) =>
  currency === 'usd' ? Math.round(amount * 0.029) + 30 : Math.round(amount * 0.039);

/**
 * What Stripe keeps of an account, as its API documents the objects: checkout sessions, charges with their payment
 * intents, refunds, disputes, and the balance transactions each money movement makes (newest first).
 */
export const stripeBook = ({ clock = () => new Date() }: { clock?: () => Date } = {}) => {
  const sessions = new Map<string, Session>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const disputes = new Map<string, Dispute>();
  const transactions: BalanceTransaction[] = [];
  let sequence = 0;
  const next = (prefix: string) => `${prefix}_fake_${++sequence}`;
  let refundNumber = 0;
  const now = () => Math.floor(clock().getTime() / 1000);

  const move = (
    type: BalanceTransaction['type'],
    category: string,
    amount: number,
    currency: string,
    source: string,
    fee = 0,
  ) => {
    const made: BalanceTransaction = {
      id: next('txn'),
      object: 'balance_transaction',
      amount,
      currency,
      created: now(),
      fee,
      net: amount - fee,
      status: 'available',
      type,
      reporting_category: category,
      source,
    };
    transactions.push(made);
    return made;
  };

  const charge = (amountCents: number, currency: string) => {
    const made: Charge = {
      id: next('ch'),
      paymentIntent: next('pi'),
      amountCents,
      currency,
      refundedCents: 0,
      created: now(),
    };
    charges.set(made.id, made);
    move('charge', 'charge', amountCents, currency, made.id, stripeFeeOf(amountCents, currency));
    return made;
  };
  const chargeOfIntent = (paymentIntent: string) =>
    [...charges.values()].find((made) => made.paymentIntent === paymentIntent);

  const chargeObject = (chargeId: string) => {
    const made = charges.get(chargeId)!;
    return {
      id: made.id,
      object: 'charge',
      amount: made.amountCents,
      amount_captured: made.amountCents,
      amount_refunded: made.refundedCents,
      currency: made.currency,
      payment_intent: made.paymentIntent,
      paid: true,
      refunded: made.refundedCents >= made.amountCents,
      status: 'succeeded',
      created: made.created,
    };
  };

  const sourceOf = (id: string): unknown =>
    refunds.get(id) ?? disputes.get(id) ?? (charges.has(id) ? chargeObject(id) : id);

  return {
    openSession: (session: Omit<Session, 'id'>) => {
      const opened = { ...session, id: `cs_test_${session.paymentId}` };
      sessions.set(session.paymentId, opened);
      return opened;
    },
    /** The session's payment: a charge and the completed session, as `checkout.session.completed` carries it. */
    pay: (paymentId: string) => {
      const session = sessions.get(paymentId)!;
      const made = charge(session.amountCents, session.currency);
      return {
        paymentIntent: made.paymentIntent,
        charge: made.id,
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: session.amountCents,
          currency: session.currency,
          client_reference_id: paymentId,
          metadata: { paymentId, campaignId: session.campaignId, method: 'card' },
          payment_intent: made.paymentIntent,
        },
      };
    },
    /** Money taken outside any checkout of ours (a payment link made by hand): no webhook of ours names it. */
    chargeElsewhere: (amountCents: number, currency = 'usd') => charge(amountCents, currency),
    chargeOfIntent,
    chargeObject,
    refund: (request: {
      paymentIntent: string;
      amountCents: number;
      status: Refund['status'];
      reason?: string | null;
      metadata?: Record<string, string | null>;
    }) => {
      const made = chargeOfIntent(request.paymentIntent);
      const refund: Refund = {
        id: `re_test_${++refundNumber}`,
        object: 'refund',
        amount: request.amountCents,
        currency: made?.currency ?? 'usd',
        charge: made?.id ?? 'ch_test_1',
        payment_intent: request.paymentIntent,
        status: request.status,
        reason: request.reason ?? null,
        metadata: request.metadata ?? {},
        created: now(),
      };
      refunds.set(refund.id, refund);
      if (made) made.refundedCents += refund.amount;
      move('refund', 'refund', -refund.amount, refund.currency, refund.id);
      return refund;
    },
    refundsOfCharge: (chargeId: string) =>
      [...refunds.values()].filter((refund) => refund.charge === chargeId),
    refundsOfIntent: (paymentIntent: string) =>
      [...refunds.values()].filter((refund) => refund.payment_intent === paymentIntent),
    setRefundStatus: (refundId: string, status: Refund['status']) => {
      const refund = refunds.get(refundId)!;
      if (status === 'failed' && refund.status !== 'failed') {
        move('refund_failure', 'refund_failure', refund.amount, refund.currency, refund.id);
        const made = charges.get(refund.charge);
        if (made) made.refundedCents -= refund.amount;
      }
      refund.status = status;
      return refund;
    },
    /** A dispute of the charge, of all of it unless the bank disputes less (`amountCents`). */
    openDispute: (paymentIntent: string, reason: string, amountCents?: number) => {
      const made = chargeOfIntent(paymentIntent)!;
      const dispute: Dispute = {
        id: next('dp'),
        object: 'dispute',
        amount: amountCents ?? made.amountCents,
        currency: made.currency,
        charge: made.id,
        payment_intent: made.paymentIntent,
        reason,
        status: 'needs_response',
        evidence_details: {
          due_by: now() + 7 * DAY_SECONDS,
          has_evidence: false,
          past_due: false,
          submission_count: 0,
        },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        created: now(),
        balance_transactions: [],
      };
      disputes.set(dispute.id, dispute);
      dispute.balance_transactions.push(
        move('adjustment', 'dispute', -dispute.amount, dispute.currency, dispute.id, DISPUTE_FEE),
      );
      return dispute;
    },
    disputeById: (disputeId: string) => disputes.get(disputeId),
    /** `POST /v1/disputes/{id}` with evidence: kept, and with `submit` sent to the bank (under review from then). */
    updateDispute: (disputeId: string, evidence: Record<string, string>, submit: boolean) => {
      const dispute = disputes.get(disputeId)!;
      dispute.evidence = { ...dispute.evidence, ...evidence };
      dispute.evidence_details.has_evidence = true;
      if (submit) {
        dispute.status = 'under_review';
        dispute.evidence_details.submission_count += 1;
      }
      return dispute;
    },
    closeDispute: (disputeId: string, status: 'won' | 'lost') => {
      const dispute = disputes.get(disputeId)!;
      dispute.status = status;
      if (status === 'won')
        dispute.balance_transactions.push(
          move(
            'adjustment',
            'dispute_reversal',
            dispute.amount,
            dispute.currency,
            dispute.id,
            -DISPUTE_FEE,
          ),
        );
      return dispute;
    },
    /** One of Stripe's own fees: a balance transaction that is no movement of a gift. */
    fee: (amountCents: number) => move('stripe_fee', 'fee', -amountCents, 'usd', next('fee')),
    /** Newest first, each source as its id or, asked to expand it, as its object. */
    /** A charge's own balance transaction: what its `balance_transaction` names. */
    chargeTransaction: (chargeId: string) =>
      transactions.find(
        (transaction) => transaction.type === 'charge' && transaction.source === chargeId,
      ),
    balanceTransactions: (expand: boolean) =>
      [...transactions]
        .reverse()
        .map((transaction) =>
          expand ? { ...transaction, source: sourceOf(transaction.source) } : transaction,
        ),
    event: (type: string, object: unknown) => ({
      id: next('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }),
  };
};
export type StripeBook = ReturnType<typeof stripeBook>;
