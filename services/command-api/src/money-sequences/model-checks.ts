import { escrowAmount, GIFT_TYPES, type Posting } from '@harambee/ledger';
import type { StoredEvent } from '@harambee/events';
import type { Checkout } from './money-real';

/**
 * What the sequences know beside the books: each checkout's gift counts exactly the US cents it was quoted and records
 * the money charged; each campaign's raised total (its USD progress) is the sum of its gifts' credits; and a
 * provider's notice in the charge's own currency is booked, never refused as the wrong currency.
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
  return violations;
};
