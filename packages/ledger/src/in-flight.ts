import { accounts } from './accounts';
import {
  type DisputeFact,
  type Fact,
  factKey,
  factOf,
  type Facts,
  type OwedInFlight,
  type WithdrawalFact,
} from './facts';
import { type Entry, move } from './posting';

// One withdrawal per campaign, under the campaign's id.
const withdrawalKey = (campaignId: string) => factKey.withdrawal(campaignId);

const NOTHING_OWED: OwedInFlight = { disputes: {}, writtenOffCents: 0 };

/**
 * The campaign's withdrawal fact with `change` made to what its creator owes since the payout was on its way; nothing
 * when the campaign has no withdrawal. Kept once paid too: a transfer the provider reverses gives the escrow the
 * money back, and it then covers what was owed, as when the payout fails.
 */
export const owingInFlight = (
  facts: Facts,
  campaignId: string,
  change: (owed: OwedInFlight) => OwedInFlight,
): Record<string, Fact> => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  if (!withdrawal) return {};
  const owed = change(withdrawal.owedInFlight ?? NOTHING_OWED);
  return { [withdrawalKey(campaignId)]: { ...withdrawal, owedInFlight: owed } };
};

export const disputeOwed = (key: string, dispute: DisputeFact) => (owed: OwedInFlight) => ({
  ...owed,
  disputes: { ...owed.disputes, [key]: dispute },
});

/** A dispute closed: no longer open; lost, its amount was written off (won after a write-off: it came back). */
export const disputeSettled = (key: string, writtenOffCents: number) => (owed: OwedInFlight) => ({
  disputes: Object.fromEntries(Object.entries(owed.disputes).filter(([each]) => each !== key)),
  writtenOffCents: owed.writtenOffCents + writtenOffCents,
});

/** An open dispute's receivable written off: still open, now held from the platform's loss. */
export const disputeWrittenOff =
  (key: string, dispute: DisputeFact, cents: number) =>
  (owed: OwedInFlight): OwedInFlight => ({
    disputes:
      key in owed.disputes
        ? { ...owed.disputes, [key]: { ...dispute, from: accounts.platformLoss } }
        : owed.disputes,
    writtenOffCents: owed.writtenOffCents + cents,
  });

export const lossWrittenOff = (cents: number) => (owed: OwedInFlight) => ({
  ...owed,
  writtenOffCents: owed.writtenOffCents + cents,
});

/**
 * The escrow holds the payout's money (again): it makes good the losses written off since the transfer was on its
 * way, and pays the creator's receivable for the disputes still open (those written off are among the losses), which
 * are held from the escrow from now; the withdrawal is paid no more.
 */
const escrowCovers = (withdrawal: WithdrawalFact, campaignId: string) => {
  const owed = withdrawal.owedInFlight ?? NOTHING_OWED;
  const escrow = accounts.escrow(campaignId);
  const open = Object.entries(owed.disputes);
  const entries: Entry[] = [
    ...move(escrow, accounts.platformLoss, owed.writtenOffCents),
    ...open.flatMap(([, dispute]) =>
      dispute.from === accounts.receivable(campaignId)
        ? move(escrow, dispute.from, dispute.amountCents)
        : [],
    ),
  ].filter((entry) => entry.amount !== 0);
  const { kind, creatorId, platformFeeCents, processingFeesCents } = withdrawal;
  const unpaid = { kind, creatorId, platformFeeCents, processingFeesCents };
  const learned: Record<string, Fact> = {
    [withdrawalKey(campaignId)]: { ...unpaid, owedInFlight: NOTHING_OWED },
    ...Object.fromEntries(open.map(([key, dispute]) => [key, { ...dispute, from: escrow }])),
  };
  return { entries, learned };
};

/** The payout failed, so the escrow still holds the money; nothing changes once another transfer of it was paid. */
export const payoutFailed = (facts: Facts, campaignId: string) => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  return withdrawal && !withdrawal.paid ? escrowCovers(withdrawal, campaignId) : undefined;
};

/** The provider took the paid transfer back: the escrow holds the money again, as if the payout had failed. */
export const payoutTakenBack = (facts: Facts, campaignId: string) => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  return withdrawal && escrowCovers(withdrawal, campaignId);
};
