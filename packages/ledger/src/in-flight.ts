import { accounts } from './accounts';
import {
  type DisputeFact,
  type Fact,
  factKey,
  factOf,
  type Facts,
  type OwedInFlight,
} from './facts';
import { type Entry, move } from './posting';

// One withdrawal per campaign, under the campaign's id.
const withdrawalKey = (campaignId: string) => factKey.withdrawal(campaignId);

const NOTHING_OWED: OwedInFlight = { disputes: {}, writtenOffCents: 0 };

/**
 * The campaign's withdrawal fact with `change` made to what its creator owes while the payout is on its way; nothing
 * when the campaign has no withdrawal, or its payout was paid (the creator then owes it for good).
 */
export const owingInFlight = (
  facts: Facts,
  campaignId: string,
  change: (owed: OwedInFlight) => OwedInFlight,
): Record<string, Fact> => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  if (!withdrawal || withdrawal.paid) return {};
  const owed = change(withdrawal.owedInFlight ?? NOTHING_OWED);
  return { [withdrawalKey(campaignId)]: { ...withdrawal, owedInFlight: owed } };
};

export const disputeOwed = (key: string, dispute: DisputeFact) => (owed: OwedInFlight) => ({
  ...owed,
  disputes: { ...owed.disputes, [key]: dispute },
});

/** A dispute closed: no longer open; lost, its amount was written off. */
export const disputeSettled = (key: string, writtenOffCents: number) => (owed: OwedInFlight) => ({
  disputes: Object.fromEntries(Object.entries(owed.disputes).filter(([each]) => each !== key)),
  writtenOffCents: owed.writtenOffCents + writtenOffCents,
});

export const lossWrittenOff = (cents: number) => (owed: OwedInFlight) => ({
  ...owed,
  writtenOffCents: owed.writtenOffCents + cents,
});

/**
 * The payout failed, so the escrow still holds the money: it makes good the losses written off while the transfer was
 * on its way, and pays the creator's receivable for the disputes still open, which are held from the escrow from now.
 */
export const payoutFailed = (facts: Facts, campaignId: string) => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  const owed = withdrawal && !withdrawal.paid ? withdrawal.owedInFlight : undefined;
  if (!withdrawal || !owed) return undefined;
  const escrow = accounts.escrow(campaignId);
  const open = Object.entries(owed.disputes);
  const entries: Entry[] = [
    ...move(escrow, accounts.platformLoss, owed.writtenOffCents),
    ...open.flatMap(([, dispute]) =>
      move(escrow, accounts.receivable(campaignId), dispute.amountCents),
    ),
  ].filter((entry) => entry.amount !== 0);
  const learned: Record<string, Fact> = {
    [withdrawalKey(campaignId)]: { ...withdrawal, owedInFlight: NOTHING_OWED },
    ...Object.fromEntries(open.map(([key, dispute]) => [key, { ...dispute, from: escrow }])),
  };
  return { entries, learned };
};
