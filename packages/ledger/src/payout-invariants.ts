import type { StoredEvent } from '@harambee/events';
import { giftCharged } from './fee-cover';
import { resultOf, type Violation } from './invariant';
import { type GiftRate, overpaidCents, type PayoutPlanOf, withGift } from './payout-worth';

type Withdrawal = { netCents?: number; plan?: PayoutPlanOf };

const problemsOf = (
  paid: StoredEvent & { type: 'PayoutPaid' },
  withdrawal: Withdrawal,
  rates: ReadonlyMap<string, GiftRate>,
): string[] => {
  const { netCents, plan } = withdrawal;
  const { transfer, amountCents } = paid.data;
  if (netCents === undefined) return [];
  if (!transfer || !plan)
    return amountCents > netCents
      ? [`overpaid: paid ${amountCents} US cents for a net of ${netCents}`]
      : [];
  const over = overpaidCents(plan, netCents, rates);
  return [
    ...(transfer.amountMinor > plan.amountMinor
      ? [
          `overpaid: sent ${transfer.amountMinor} ${transfer.currency} where ${plan.amountMinor} was approved`,
        ]
      : []),
    ...(over > 0
      ? [
          `overpaid: the payout is worth ${over} US cents more than its net of ${netCents}, at the rates its gifts were given at`,
        ]
      : []),
  ];
};

/**
 * No payout sends more than its withdrawal's net: what it sent, taken back to dollars at the rates its campaign's
 * gifts were given at (the fees donors covered left out), and never more than the approval it was sent under priced.
 */
export const payoutsWithinNet = (events: readonly StoredEvent[]) => {
  const rates = new Map<string, Map<string, GiftRate>>();
  const withdrawals = new Map<string, Withdrawal>();
  /** Each transfer's withdrawal as it stood when it was sent: a transfer paid later is held to the approval it went under. */
  const sentUnder = new Map<string, Withdrawal>();
  const violations: Violation[] = [];
  let payouts = 0;
  const of = (withdrawalId: string) => withdrawals.get(withdrawalId) ?? {};
  for (const event of events) {
    if (event.type === 'DonationRecorded') {
      const charged = giftCharged(event.data.charged, event.data.feeCover);
      if (!charged) continue;
      const campaign = rates.get(event.data.campaignId) ?? new Map<string, GiftRate>();
      rates.set(
        event.data.campaignId,
        withGift(campaign, charged.currency, event.data.amountCents, charged.amountMinor),
      );
    } else if (event.type === 'WithdrawalRequested' || event.type === 'WithdrawalRevised') {
      const { withdrawalId, netCents } = event.data;
      withdrawals.set(withdrawalId, { ...of(withdrawalId), netCents });
    } else if (event.type === 'WithdrawalApproved') {
      const { withdrawalId, payout } = event.data;
      withdrawals.set(withdrawalId, { ...of(withdrawalId), plan: payout });
    } else if (event.type === 'PayoutInitiated' || event.type === 'PayoutOutcomeUnknown') {
      if (!sentUnder.has(event.data.reference))
        sentUnder.set(event.data.reference, of(event.data.withdrawalId));
    } else if (event.type === 'PayoutPaid') {
      payouts += 1;
      const problems = problemsOf(
        event,
        sentUnder.get(event.data.reference) ?? of(event.data.withdrawalId),
        rates.get(event.data.campaignId) ?? new Map(),
      );
      violations.push(
        ...problems.map((detail) => ({
          subject: `withdrawal ${event.data.withdrawalId}`,
          detail,
        })),
      );
    }
  }
  return resultOf('payouts within their net', payouts, 'payouts', violations);
};
