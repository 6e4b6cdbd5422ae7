import { accounts } from './accounts';
import { type Charged, factKey, type Facts, requireFact } from './facts';
import { asCharged } from './gift-rules';
import { disputeFeeEntries } from './disputes';
import { move } from './posting';
import type { LedgerRules, StoredEventOf } from './rules';

type OfPayment = StoredEventOf<
  'PaymentRefunded' | 'PaymentRefundReversed' | 'PaymentRefundedByProvider'
>;

/**
 * `charged` of a payment that never became a gift, from its unallocated money back to its donor (`sign` -1: from the
 * donor back to the unallocated money); absent, all the payment held.
 */
const givenBack = (event: OfPayment, facts: Facts, sign = 1) => {
  const payment = requireFact(facts, factKey.payment(event.data.paymentId), 'payment', event.id);
  const charged: Charged | undefined = event.data.charged;
  const money = charged
    ? { currency: charged.currency, amount: charged.amountMinor }
    : asCharged(payment);
  return {
    campaignId: payment.campaignId,
    subject: event.data.paymentId,
    currency: money.currency,
    entries: move(
      accounts.unallocatedPayments,
      accounts.donors(payment.provider),
      sign * money.amount,
    ),
  };
};

type OfDispute = StoredEventOf<'PaymentDisputeOpened' | 'PaymentDisputeClosed'>;

/**
 * A dispute of a payment that never became a gift: opened, the provider holds `charged` from the unallocated money;
 * won, it comes back there (to be refunded); lost, it went to the donor.
 */
const disputed = (event: OfDispute, facts: Facts) => {
  const { data } = event;
  const payment = requireFact(facts, factKey.payment(data.paymentId), 'payment', event.id);
  const { currency, amountMinor } = data.charged;
  const to = !('outcome' in data)
    ? null
    : data.outcome === 'won'
      ? accounts.unallocatedPayments
      : accounts.donors(payment.provider);
  const fee =
    'outcome' in data
      ? disputeFeeEntries(data.providerFeeReturned, payment, -1)
      : disputeFeeEntries(data.providerFee, payment, 1);
  return {
    campaignId: payment.campaignId,
    subject: data.paymentId,
    currency,
    entries: [
      ...(to
        ? move(accounts.disputedPayments, to, amountMinor)
        : move(accounts.unallocatedPayments, accounts.disputedPayments, amountMinor)),
      ...fee,
    ],
  };
};

/**
 * Money held unallocated (a payment that came too late, or did not match its checkout) going back to its donor: our
 * refund, its undoing when the provider says it failed, and a refund made in the provider's dashboard.
 */
export const unallocatedRules: LedgerRules = {
  PaymentRefunded: {
    needs: ({ data }) => [factKey.payment(data.paymentId)],
    post: (event, facts) => givenBack(event, facts),
  },
  PaymentRefundReversed: {
    needs: ({ data }) => [factKey.payment(data.paymentId)],
    post: (event, facts) => givenBack(event, facts, -1),
  },
  PaymentRefundedByProvider: {
    needs: ({ data }) => [factKey.payment(data.paymentId)],
    post: (event, facts) => givenBack(event, facts),
  },
  PaymentDisputeOpened: {
    needs: ({ data }) => [factKey.payment(data.paymentId)],
    post: (event, facts) => disputed(event, facts),
  },
  PaymentDisputeClosed: {
    needs: ({ data }) => [factKey.payment(data.paymentId)],
    post: (event, facts) => disputed(event, facts),
  },
};
