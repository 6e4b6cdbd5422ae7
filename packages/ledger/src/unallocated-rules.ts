import { accounts } from './accounts';
import { type Charged, factKey, type Facts, requireFact } from './facts';
import { asCharged } from './gift-rules';
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
};
