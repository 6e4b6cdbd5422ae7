import { accounts, escrowAmount, GIFT_TYPES, type Posting } from '@harambee/ledger';
import type { StoredEvent } from '@harambee/events';
import type { Checkout } from './checkout';

/** Campaigns whose payout is known to have failed, nothing of it paid: their escrow still holds the money. */
const failedPayouts = (events: readonly StoredEvent[]) => {
  const paid = new Set<string>();
  const failed = new Set<string>();
  for (const { type, data } of events) {
    if (type === 'PayoutPaid') paid.add(data.campaignId);
    if (type === 'PayoutFailed') failed.add(data.campaignId);
    if (
      type === 'WithdrawalApproved' ||
      type === 'PayoutInitiated' ||
      type === 'PayoutOutcomeUnknown'
    )
      failed.delete(data.campaignId);
  }
  return [...failed].filter((campaignId) => !paid.has(campaignId));
};

/** A loss is written off only on money that left: never on a campaign whose payout failed and whose escrow covers it. */
const lossesCovered = (events: readonly StoredEvent[], postings: readonly Posting[]) =>
  failedPayouts(events).flatMap((campaignId) => {
    const loss = postings
      .filter((posting) => posting.campaignId === campaignId)
      .flatMap((posting) => posting.entries)
      .filter((entry) => entry.account === accounts.platformLoss)
      .reduce((sum, entry) => sum + entry.amount, 0);
    return loss === 0
      ? []
      : [`campaign ${campaignId}'s payout failed, yet ${-loss} US cents of it were written off`];
  });

/**
 * What the sequences know beside the books: each checkout's gift counts exactly the US cents it was quoted and records
 * the money charged; each campaign's raised total (its USD progress) is the sum of its gifts' credits; and a
 * provider's notice in the charge's own currency is booked, never refused as the wrong currency; and no loss stays
 * written off on a campaign whose payout failed.
 */
export const modelViolations = (
  checkouts: readonly Checkout[],
  events: readonly StoredEvent[],
  postings: readonly Posting[],
) => {
  const byPayment = new Map(checkouts.map((checkout) => [checkout.paymentId, checkout]));
  const credited = new Map<string, number>();
  const violations: string[] = [];
  for (const event of events) {
    if (event.type === 'ProviderAlertRaised' && event.data.reason === 'currencyMismatch')
      violations.push(
        `${event.data.reference} in the charge's currency was refused: ${event.data.detail}`,
      );
    if (event.type !== 'DonationRecorded') continue;
    const { campaignId, amountCents, charged, paymentId } = event.data;
    credited.set(campaignId, (credited.get(campaignId) ?? 0) + amountCents);
    const checkout = byPayment.get(paymentId);
    if (!checkout) continue;
    if (
      amountCents !== checkout.amountCents ||
      charged?.amountMinor !== checkout.charged.amountMinor ||
      charged.currency !== checkout.charged.currency
    )
      violations.push(
        `gift ${event.data.donationId} counts ${amountCents} US cents for ${JSON.stringify(charged)}; quoted ${checkout.amountCents} for ${JSON.stringify(checkout.charged)}`,
      );
  }
  const raised = new Map<string, number>();
  for (const posting of postings)
    if (GIFT_TYPES.has(posting.type))
      raised.set(posting.campaignId, (raised.get(posting.campaignId) ?? 0) + escrowAmount(posting));
  for (const [campaignId, cents] of credited)
    if (raised.get(campaignId) !== cents)
      violations.push(
        `campaign ${campaignId} raised ${raised.get(campaignId)} US cents in the ledger, its gifts credit ${cents}`,
      );
  return [...violations, ...lossesCovered(events, postings)];
};
