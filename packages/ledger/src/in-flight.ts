import { accounts } from './accounts';
import {
  type DisputeFact,
  type Fact,
  factKey,
  factOf,
  type Facts,
  type MadeGood,
  type OwedInFlight,
  type SentFees,
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

/** Each make-good waiting, with `change` made to it. */
const eachMadeGood = (
  withdrawal: WithdrawalFact,
  change: (madeGood: MadeGood) => MadeGood,
): Record<string, MadeGood> =>
  Object.fromEntries(
    Object.entries(withdrawal.madeGood ?? {}).map(([reference, made]) => [reference, change(made)]),
  );

/**
 * The escrow holds the payout's money (again), as the transfer `reference` failed or was taken back: it makes good the
 * losses written off since the transfer was on its way, and pays the creator's receivable for the disputes still open
 * (those written off are among the losses), which are held from the escrow from now; the withdrawal is paid no more.
 */
const escrowCovers = (withdrawal: WithdrawalFact, campaignId: string, reference: string) => {
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
  const { kind, creatorId, platformFeeCents, processingFeesCents, sent, quoted, priced } =
    withdrawal;
  // What its approvals priced stays: a transfer of theirs may yet be paid after all.
  const unpaid = {
    ...{ kind, creatorId, platformFeeCents, processingFeesCents },
    ...(sent && { sent }),
    ...(quoted && { quoted }),
    ...(priced && { priced }),
  };
  const madeGood: MadeGood = {
    disputes: Object.fromEntries(
      open.filter(([, dispute]) => dispute.from === accounts.receivable(campaignId)),
    ),
    writtenOffCents: owed.writtenOffCents,
    escrowSinceCents: 0,
  };
  const learned: Record<string, Fact> = {
    [withdrawalKey(campaignId)]: {
      ...unpaid,
      owedInFlight: NOTHING_OWED,
      madeGood: { ...withdrawal.madeGood, [reference]: madeGood },
    },
    ...Object.fromEntries(open.map(([key, dispute]) => [key, { ...dispute, from: escrow }])),
  };
  return { entries, learned };
};

/** The payout failed, so the escrow still holds the money; nothing changes once another transfer of it was paid. */
export const payoutFailed = (facts: Facts, campaignId: string, reference: string) => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  return withdrawal && !withdrawal.paid
    ? escrowCovers(withdrawal, campaignId, reference)
    : undefined;
};

/** The provider took the paid transfer back: the escrow holds the money again, as if the payout had failed. */
export const payoutTakenBack = (facts: Facts, campaignId: string, reference: string) => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  return withdrawal && escrowCovers(withdrawal, campaignId, reference);
};

/** What a transfer was sent with: as remembered when it was sent, else (sent and paid at once) as it stands now. */
export const sentWith = (withdrawal: WithdrawalFact, reference: string): SentFees =>
  withdrawal.sent?.[reference] ?? {
    platformFeeCents: withdrawal.platformFeeCents,
    processingFeesCents: withdrawal.processingFeesCents,
    settled: Object.entries(withdrawal.madeGood ?? {})
      .filter(([, made]) => made.revised)
      .map(([key]) => key),
  };

/** The transfer `reference` is sent: its fees and the make-goods settled by then are remembered (once). */
export const transferSent = (facts: Facts, campaignId: string, reference: string) => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  if (!withdrawal || withdrawal.sent?.[reference]) return {};
  const sent = { ...withdrawal.sent, [reference]: sentWith(withdrawal, reference) };
  return { [withdrawalKey(campaignId)]: { ...withdrawal, sent } };
};

/** A revision took the amounts again from what the escrow holds: every make-good waiting is settled for later transfers. */
export const madeGoodRevised = (withdrawal: WithdrawalFact): WithdrawalFact => ({
  ...withdrawal,
  madeGood: eachMadeGood(withdrawal, (made) => ({ ...made, revised: true })),
});

/**
 * The transfer `reference` of a withdrawal whose payout had failed (or been taken back) is paid: what the escrow made
 * good at every failure since the amounts it was sent with were taken is undone (the losses written off are the
 * platform's again, the open disputes the creator's receivable again), and what the escrow gave back since the first
 * of them, which the payout still takes, is owed by the creator and written off. From then on the creator owes it all,
 * as for any payout: a reversal makes it good again.
 */
export const paidAfterAll = (facts: Facts, campaignId: string, reference: string) => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  if (!withdrawal || withdrawal.paid || !withdrawal.madeGood) return undefined;
  const { settled } = sentWith(withdrawal, reference);
  const undone = Object.entries(withdrawal.madeGood)
    .filter(([key]) => !settled.includes(key))
    .map(([, made]) => made);
  // Those a revision settled wait on: a transfer sent before it may yet be the payout (when this one is reversed).
  const waiting = Object.entries(withdrawal.madeGood).filter(([key]) => settled.includes(key));
  const first = undone[0];
  const escrow = accounts.escrow(campaignId);
  const receivable = accounts.receivable(campaignId);
  const lackedCents = Math.max(0, -(first?.escrowSinceCents ?? 0));
  const held = Object.entries(first?.heldSince ?? {});
  const heldCents = held.reduce((sum, [, dispute]) => sum + dispute.amountCents, 0);
  const lostCents = lackedCents - Math.min(lackedCents, heldCents);
  const disputes = undone.flatMap((made) => Object.entries(made.disputes));
  const writtenOffCents = undone.reduce((sum, made) => sum + made.writtenOffCents, 0);
  const entries: Entry[] = [
    ...move(accounts.platformLoss, escrow, writtenOffCents),
    ...disputes.flatMap(([, dispute]) => move(receivable, escrow, dispute.amountCents)),
    ...move(receivable, escrow, lackedCents),
    ...move(accounts.platformLoss, receivable, lostCents),
  ].filter((entry) => entry.amount !== 0);
  const owing = Object.fromEntries(
    [...disputes, ...held].map(([key, dispute]) => [key, { ...dispute, from: receivable }]),
  );
  const inFlight = withdrawal.owedInFlight ?? NOTHING_OWED;
  const owed: OwedInFlight = {
    disputes: { ...inFlight.disputes, ...owing },
    writtenOffCents: inFlight.writtenOffCents + writtenOffCents + lostCents,
  };
  const learned: Record<string, Fact> = {
    [withdrawalKey(campaignId)]: {
      ...withdrawal,
      madeGood: waiting.length > 0 ? Object.fromEntries(waiting) : undefined,
      owedInFlight: owed,
    },
    ...owing,
  };
  return { entries, learned };
};

/**
 * A dispute the escrow made good closed: its money came back to the escrow (won) or went to the donor (lost), so its
 * make-good is no longer undone if the payout is paid after all; lost, the escrow lacks it then.
 */
export const madeGoodSettled = (facts: Facts, campaignId: string, key: string) => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  if (!withdrawal?.madeGood) return {};
  const without = (disputes: Record<string, DisputeFact>) =>
    Object.fromEntries(Object.entries(disputes).filter(([each]) => each !== key));
  const madeGood = eachMadeGood(withdrawal, (made) => ({
    ...made,
    disputes: without(made.disputes),
    heldSince: without(made.heldSince ?? {}),
    escrowSinceCents: made.escrowSinceCents - (made.disputes[key]?.amountCents ?? 0),
  }));
  return { [withdrawalKey(campaignId)]: { ...withdrawal, madeGood } };
};

/** A dispute opened while a failed payout's make-good waits, held from the escrow (see `paidAfterAll`). */
export const heldSinceFailure = (
  facts: Facts,
  campaignId: string,
  key: string,
  dispute: DisputeFact,
): Record<string, Fact> => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  if (!withdrawal?.madeGood) return {};
  const madeGood = eachMadeGood(withdrawal, (made) => ({
    ...made,
    heldSince: { ...made.heldSince, [key]: dispute },
  }));
  return { [withdrawalKey(campaignId)]: { ...withdrawal, madeGood } };
};

/**
 * What the escrow gained (below zero: gave back) in a posting, counted while a failed payout's make-good waits: every
 * posting but the ones that make it good (a failure, a reversal) or settle it (a payment).
 */
export const escrowSinceFailure = (
  facts: Facts,
  campaignId: string,
  entries: readonly Entry[],
): Record<string, Fact> => {
  const withdrawal = factOf(facts, withdrawalKey(campaignId), 'withdrawal');
  const escrow = accounts.escrow(campaignId);
  const moved = entries
    .filter((entry) => entry.account === escrow && (entry.currency ?? 'USD') === 'USD')
    .reduce((sum, entry) => sum + entry.amount, 0);
  if (!withdrawal?.madeGood || moved === 0) return {};
  const madeGood = eachMadeGood(withdrawal, (made) => ({
    ...made,
    escrowSinceCents: made.escrowSinceCents + moved,
  }));
  return { [withdrawalKey(campaignId)]: { ...withdrawal, madeGood } };
};
