import { escrowAmount } from './gift-invariants';
import { GIFT_REFUND_TYPES, GIFT_TYPES, PAYOUT_REVERSED_TYPES, PAYOUT_TYPES } from './event-kinds';
import { resultOf, type Violation } from './invariant';
import type { Posting } from './posting';

// The books against what others show of the same money: the pages (read models) and the payout provider.

/** What a page shows of a campaign's money: its campaigns read-model row. */
export type CampaignFigures = { campaignId: string; raisedCents: number; refundedCents: number };

/** The raised and refunded amounts every page shows are the ledger's gifts and refunds into and out of the escrow. */
export const shownTotalsMatchLedger = (
  postings: readonly Posting[],
  figures: readonly CampaignFigures[],
) => {
  const ledger = new Map<string, { raised: number; refunded: number }>();
  const of = (campaignId: string) => {
    const totals = ledger.get(campaignId) ?? { raised: 0, refunded: 0 };
    ledger.set(campaignId, totals);
    return totals;
  };
  for (const posting of postings) {
    if (GIFT_TYPES.has(posting.type)) of(posting.campaignId).raised += escrowAmount(posting);
    if (GIFT_REFUND_TYPES.has(posting.type))
      of(posting.campaignId).refunded -= escrowAmount(posting);
  }
  const shown = new Map(figures.map((figure) => [figure.campaignId, figure]));
  const campaignIds = new Set([...ledger.keys(), ...shown.keys()]);
  const violations = [...campaignIds].flatMap((campaignId): Violation[] => {
    const books = ledger.get(campaignId) ?? { raised: 0, refunded: 0 };
    const page = shown.get(campaignId) ?? { raisedCents: 0, refundedCents: 0 };
    if (books.raised === page.raisedCents && books.refunded === page.refundedCents) return [];
    return [
      {
        subject: `campaign ${campaignId}`,
        detail: `shows raised ${page.raisedCents}, refunded ${page.refundedCents}; the ledger says ${books.raised}, ${books.refunded}`,
      },
    ];
  });
  return resultOf('shown totals match the ledger', campaignIds.size, 'campaigns', violations);
};

/** A transfer the payout provider says it made (its own record, in tests the fake's). */
export type ProviderTransfer = { withdrawalId: string; reference: string; succeeded: boolean };

/**
 * At most one payout reaches the creator per withdrawal, in our books and at the provider, whatever the retries; a
 * payout the provider took back (reversed) no longer counts, so the withdrawal may be paid again; a transfer it paid after
 * saying it failed, once a retry was paid, is booked as duplicated (money to recover), not a second payout.
 */
export const oneTransferPerWithdrawal = (
  postings: readonly Posting[],
  transfers: readonly ProviderTransfer[] = [],
) => {
  const booked = new Map<string, number>();
  const sent = new Map<string, string[]>();
  /** Transfers the provider paid beside the payout, booked as money sent twice for an admin to recover. */
  const duplicated = new Map<string, number>();
  for (const posting of postings) {
    const twice =
      posting.type === 'PayoutDuplicated' ? 1 : posting.type === 'PayoutDuplicateUndone' ? -1 : 0;
    if (twice !== 0)
      duplicated.set(posting.subject, (duplicated.get(posting.subject) ?? 0) + twice);
    const step = PAYOUT_TYPES.has(posting.type)
      ? 1
      : PAYOUT_REVERSED_TYPES.has(posting.type)
        ? -1
        : 0;
    if (step !== 0) booked.set(posting.subject, (booked.get(posting.subject) ?? 0) + step);
  }
  for (const transfer of transfers)
    if (transfer.succeeded)
      sent.set(transfer.withdrawalId, [
        ...(sent.get(transfer.withdrawalId) ?? []),
        transfer.reference,
      ]);
  const withdrawals = new Set([...booked.keys(), ...transfers.map((t) => t.withdrawalId)]);
  const violations = [...withdrawals].flatMap((withdrawalId): Violation[] => {
    const paid = booked.get(withdrawalId) ?? 0;
    const references = sent.get(withdrawalId) ?? [];
    const problems = [
      ...(paid > 1 ? [`paid ${paid} times in the books`] : []),
      ...(references.length > 1 + (duplicated.get(withdrawalId) ?? 0)
        ? [`${references.length} transfers succeeded: ${references.join(', ')}`]
        : []),
    ];
    return problems.map((detail) => ({ subject: `withdrawal ${withdrawalId}`, detail }));
  });
  return resultOf('one transfer per withdrawal', withdrawals.size, 'withdrawals', violations);
};
