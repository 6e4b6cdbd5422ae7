import { accounts, balanceOf, describeResult, entryCurrency } from '@harambee/ledger';
import { campaignEndJob } from '../campaign-end/end-campaign';
import { payoutChecksJob } from '../payouts/payout-process';
import { refundRetriesJob } from '../refunds/refund-process';
import { type MoneyReal, redeliverNotices } from './money-real';
import { refusedOr } from './money-steps';

const DAY_MS = 86_400_000;

/** The campaigns whose last event of these types is one of `open`. */
const lastIs = (real: MoneyReal, types: string[], open: string[]) => {
  const last = new Map<string, string>();
  for (const { type, data } of real.world.store.all())
    if (types.includes(type)) last.set((data as { campaignId: string }).campaignId, type);
  return new Set([...last].filter(([, type]) => open.includes(type)).map(([id]) => id));
};

/**
 * The sequence run to quiet: the provider stops failing, sends again every webhook we answered 5xx, decides every
 * pending transfer and delivers every callback; weeks pass, so campaigns end, refunds are retried and open transfers checked; each funded campaign's
 * creator withdraws and an admin approves; all process managers catch up. Rounds until one writes nothing (three at most), for what one round starts.
 */
export const runToQuiet = async (real: MoneyReal) => {
  const { world, steps } = real;
  world.provider.clearFaults();
  for (let round = 0, before = -1; round < 3 && before !== world.store.all().length; round += 1) {
    before = world.store.all().length;
    await redeliverNotices(real);
    for (const reference of world.provider.references()) {
      world.provider.settle(reference, 'success');
      await refusedOr(steps.transferCallback(reference));
    }
    world.advance(25 * DAY_MS);
    for (const job of [campaignEndJob, refundRetriesJob, payoutChecksJob])
      await job.run(world.deps).catch(() => undefined);
    await world.drain();
    const funded = lastIs(real, ['CampaignEnded'], ['CampaignEnded']);
    for (const { campaignId, creatorId } of real.campaigns) {
      const ended = world.store
        .all()
        .find((event) => event.type === 'CampaignEnded' && event.data.campaignId === campaignId);
      if (
        !funded.has(campaignId) ||
        (ended?.data as { outcome?: string } | undefined)?.outcome !== 'funded'
      )
        continue;
      await refusedOr(steps.requestWithdrawal(campaignId, creatorId));
      await refusedOr(steps.review(campaignId, true));
      await world.drain();
    }
  }
};

/**
 * Liveness, once quiet: every campaign's escrow is empty unless held for a named reason (a dispute still open, a
 * payout whose outcome is unknown and waits for an admin); no payment waits unallocated (mismatched or late ones are
 * refunded) but one in a third currency, left to the alerted admins, or one under a dispute still open; every transfer
 * and refund the provider made is known to the books, and every invariant holds (a transfer paid after all, now told).
 */
export const livenessViolations = (real: MoneyReal) => {
  const { events, postings, results } = real.world.books();
  const violations: string[] = results
    .filter((result) => result.violations.length > 0)
    .map(describeResult);
  const disputed = new Set<string>();
  for (const { type, data } of events) {
    if (type === 'DisputeOpened') disputed.add(`${data.campaignId}/${data.disputeId}`);
    if (type === 'DisputeClosed') disputed.delete(`${data.campaignId}/${data.disputeId}`);
  }
  const unknown = lastIs(
    real,
    ['WithdrawalApproved', 'PayoutInitiated', 'PayoutOutcomeUnknown', 'PayoutPaid', 'PayoutFailed'],
    ['PayoutOutcomeUnknown', 'PayoutInitiated'],
  );
  for (const { campaignId } of real.campaigns) {
    const held = balanceOf(postings, accounts.escrow(campaignId));
    const inDispute = [...disputed].some((key) => key.startsWith(`${campaignId}/`));
    if (held !== 0 && !inDispute && !unknown.has(campaignId))
      violations.push(
        `campaign ${campaignId}'s escrow still holds ${held} US cents with no reason`,
      );
  }
  // A payment under a dispute still open waits for its end: Paystack refunds none of what it holds meanwhile.
  const paymentDisputes = new Map<string, string>();
  for (const { type, data } of events)
    if (type === 'PaymentDisputeOpened' || type === 'PaymentDisputeClosed')
      paymentDisputes.set(`${data.paymentId}/${data.disputeId}`, type);
  const inPaymentDispute = new Set(
    [...paymentDisputes]
      .filter(([, type]) => type === 'PaymentDisputeOpened')
      .map(([key]) => key.split('/')[0]),
  );
  const waiting: Record<string, number> = {};
  for (const posting of postings)
    for (const entry of posting.entries)
      if (
        entry.account === accounts.unallocatedPayments &&
        !inPaymentDispute.has(posting.subject)
      ) {
        const currency = entryCurrency(posting, entry);
        waiting[currency] = (waiting[currency] ?? 0) + entry.amount;
      }
  // A mismatched payment in neither its checkout's currency nor dollars waits for the admins its alert told (less
  // what Paystack's dashboard gave back of it, or a dispute lost took), unless a dispute still open holds it.
  const leftToAdmins = new Set<string>();
  for (const { type, data } of events)
    if (type === 'PaymentMismatchDetected' && data.moved && !inPaymentDispute.has(data.paymentId)) {
      const currency = data.received.currency.toUpperCase();
      if (currency !== 'USD' && currency !== data.expected.charged?.currency) {
        waiting[currency] = (waiting[currency] ?? 0) - data.received.amountCents;
        leftToAdmins.add(`${data.paymentId}/${currency}`);
      }
    } else if (
      (type === 'PaymentRefundedByProvider' ||
        (type === 'PaymentDisputeClosed' && data.outcome === 'lost')) &&
      leftToAdmins.has(`${data.paymentId}/${data.charged.currency}`)
    )
      waiting[data.charged.currency] =
        (waiting[data.charged.currency] ?? 0) + data.charged.amountMinor;
  for (const [currency, amount] of Object.entries(waiting))
    if (amount !== 0)
      violations.push(`${amount} ${currency} of payments wait unallocated, never refunded`);
  for (const [name, book] of Object.entries(real.world.providerBooks().providers)) {
    for (const [currency, amount] of Object.entries(book.untoldBack))
      if (amount !== 0)
        violations.push(`${amount} ${currency} refunded by ${name} is unknown to the books`);
    for (const [currency, amount] of Object.entries(book.untoldFailed))
      if (amount !== 0)
        violations.push(
          `${amount} ${currency} of our refunds failed at ${name} unbeknown to the books`,
        );
    for (const [currency, amount] of Object.entries(book.sent))
      if ((book.toldSent[currency] ?? 0) !== amount)
        violations.push(
          `${name} sent ${amount} ${currency}; ${book.toldSent[currency] ?? 0} of it is known`,
        );
  }
  return violations;
};
