import type { StoredEvent } from '@harambee/events';
import { escrowCampaign, accounts } from './accounts';
import { resultOf, type Violation } from './invariant';
import { imbalanceOf, type Posting } from './posting';

export { describeResult, type InvariantResult, type Violation } from './invariant';

export const GIFT_TYPES: ReadonlySet<string> = new Set([
  'DonationRecorded',
  'CryptoPledgeConfirmed',
]);
export const GIFT_REFUND_TYPES: ReadonlySet<string> = new Set(['DonationRefunded']);
export const PAYOUT_TYPES: ReadonlySet<string> = new Set(['PayoutPaid']);
/** The dispute events' types, once they post (disputes.ts): a gift they name ends disputed. */
export const DISPUTE_TYPES: ReadonlySet<string> = new Set();

const held = (account: string) =>
  escrowCampaign(account) !== undefined || account === accounts.unallocatedPayments;

/** Every posting sums to zero in its currency, in whole minor units. */
export const conservation = (postings: readonly Posting[]) => {
  const violations = postings.flatMap((posting): Violation[] => {
    const imbalance = imbalanceOf(posting.entries);
    return imbalance === 0
      ? []
      : [
          {
            subject: posting.eventId,
            detail: `${posting.type} is off by ${imbalance} ${posting.currency}`,
          },
        ];
  });
  return resultOf('conservation', postings.length, 'postings', violations);
};

/** No escrow (nor the unallocated payments) ever gives more than it holds, at any point in log order. */
export const noNegativeEscrow = (postings: readonly Posting[]) => {
  const balances = new Map<string, number>();
  const broken = new Map<string, Violation>();
  for (const posting of postings) {
    for (const { account, amount } of posting.entries) {
      if (!held(account)) continue;
      const balance = (balances.get(account) ?? 0) + amount;
      balances.set(account, balance);
      if (balance < 0 && !broken.has(account))
        broken.set(account, {
          subject: account,
          detail: `${balance} after ${posting.type} ${posting.eventId}`,
        });
    }
  }
  return resultOf('no negative escrow', balances.size, 'accounts', [...broken.values()]);
};

type GiftEnd = 'open' | 'paid out' | 'refunded' | 'disputed';
type GiftBook = { campaignId: string; amount: number; end: GiftEnd; refunded: number };

const escrowAmount = (posting: Posting) =>
  posting.entries
    .filter((entry) => escrowCampaign(entry.account) !== undefined)
    .reduce((sum, entry) => sum + entry.amount, 0);

/** A gift ends in one of four ways: from open to any, and a paid-out gift may still be disputed; nothing else. */
const NEXT: Record<GiftEnd, readonly GiftEnd[]> = {
  open: ['paid out', 'refunded', 'disputed'],
  'paid out': ['disputed'],
  refunded: [],
  disputed: [],
};

/**
 * Every gift is recorded once and ends in exactly one of open, paid out, refunded (in one refund or in parts, never
 * more than it was) or disputed.
 */
export const oneEndPerGift = (postings: readonly Posting[]) => {
  const gifts = new Map<string, GiftBook>();
  const violations: Violation[] = [];
  const moveTo = (subject: string, gift: GiftBook, end: GiftEnd, cause: Posting) => {
    if (NEXT[gift.end].includes(end)) gift.end = end;
    else
      violations.push({
        subject,
        detail: `${gift.end}, then ${end} by ${cause.type} ${cause.eventId}`,
      });
  };
  for (const posting of postings) {
    const { subject, type } = posting;
    const gift = gifts.get(subject);
    if (GIFT_TYPES.has(type)) {
      if (gift) violations.push({ subject, detail: `recorded again by ${posting.eventId}` });
      else
        gifts.set(subject, {
          campaignId: posting.campaignId,
          amount: escrowAmount(posting),
          end: 'open',
          refunded: 0,
        });
    } else if (GIFT_REFUND_TYPES.has(type) || DISPUTE_TYPES.has(type)) {
      if (!gift) {
        violations.push({
          subject,
          detail: `${type} ${posting.eventId} for a gift never recorded`,
        });
        continue;
      }
      if (DISPUTE_TYPES.has(type)) moveTo(subject, gift, 'disputed', posting);
      else if (gift.end !== 'open') moveTo(subject, gift, 'refunded', posting);
      else {
        gift.refunded -= escrowAmount(posting);
        if (gift.refunded > gift.amount)
          violations.push({
            subject,
            detail: `refunded ${gift.refunded} of a gift of ${gift.amount}`,
          });
        if (gift.refunded >= gift.amount) moveTo(subject, gift, 'refunded', posting);
      }
    } else if (PAYOUT_TYPES.has(type)) {
      for (const [id, each] of gifts)
        if (each.campaignId === posting.campaignId && each.end === 'open')
          moveTo(id, each, 'paid out', posting);
    }
  }
  const counts: Record<GiftEnd, number> = { open: 0, 'paid out': 0, refunded: 0, disputed: 0 };
  for (const gift of gifts.values()) counts[gift.end] += 1;
  return resultOf('one end per gift', gifts.size, 'gifts', violations, counts);
};

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

/** At most one payout reaches the creator per withdrawal, in our books and at the provider, whatever the retries. */
export const oneTransferPerWithdrawal = (
  postings: readonly Posting[],
  transfers: readonly ProviderTransfer[] = [],
) => {
  const booked = new Map<string, number>();
  const sent = new Map<string, string[]>();
  for (const posting of postings)
    if (PAYOUT_TYPES.has(posting.type))
      booked.set(posting.subject, (booked.get(posting.subject) ?? 0) + 1);
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
      ...(references.length > 1
        ? [`${references.length} transfers succeeded: ${references.join(', ')}`]
        : []),
    ];
    return problems.map((detail) => ({ subject: `withdrawal ${withdrawalId}`, detail }));
  });
  return resultOf('one transfer per withdrawal', withdrawals.size, 'withdrawals', violations);
};

type CampaignFate = 'live' | 'deleted' | 'rejected' | 'failed';

const fateAfter = (fate: CampaignFate, event: StoredEvent): CampaignFate => {
  if (fate === 'deleted' || fate === 'failed') return fate;
  switch (event.type) {
    case 'CampaignDeleted':
      return 'deleted';
    case 'CampaignRejected':
      return 'rejected';
    case 'CampaignApproved':
    case 'CampaignEdited':
      return 'live';
    case 'CampaignEnded':
      return event.data.outcome === 'failed' ? 'failed' : fate;
    default:
      return fate;
  }
};

const campaignOf = (event: StoredEvent) =>
  'campaignId' in event.data && typeof event.data.campaignId === 'string'
    ? event.data.campaignId
    : undefined;

/**
 * A deleted, rejected or failed campaign keeps none of its gifts: each is refunded, or its refund is owed with a
 * reason (RefundRequested; a failed try stays owed, and one that needs an admin says so).
 */
export const closedCampaignsGiveBack = (events: readonly StoredEvent[]) => {
  const fates = new Map<string, CampaignFate>();
  const gifts = new Map<string, string>();
  const owed = new Set<string>();
  for (const event of events) {
    const campaignId = campaignOf(event);
    if (!campaignId) continue;
    fates.set(campaignId, fateAfter(fates.get(campaignId) ?? 'live', event));
    if (event.type === 'DonationRecorded') gifts.set(event.data.donationId, campaignId);
    if (event.type === 'CryptoPledgeConfirmed') gifts.set(event.data.pledgeId, campaignId);
    if (event.type === 'RefundRequested' || event.type === 'DonationRefunded')
      owed.add(event.data.donationId);
  }
  const violations = [...gifts].flatMap(([donationId, campaignId]): Violation[] => {
    const fate = fates.get(campaignId)!;
    return fate === 'live' || owed.has(donationId)
      ? []
      : [
          {
            subject: `gift ${donationId}`,
            detail: `campaign ${campaignId} is ${fate}, the gift is neither refunded nor owed back`,
          },
        ];
  });
  const closed = [...fates.values()].filter((fate) => fate !== 'live').length;
  return resultOf('closed campaigns give back', closed, 'closed campaigns', violations);
};

/** An ended campaign takes no more gifts: nothing enters its escrow as a gift after its CampaignEnded. */
export const noGiftAfterEnd = (events: readonly StoredEvent[]) => {
  const ended = new Set<string>();
  let gifts = 0;
  const violations: Violation[] = [];
  for (const event of events) {
    if (event.type === 'CampaignEnded') ended.add(event.data.campaignId);
    if (event.type !== 'DonationRecorded' && event.type !== 'CryptoPledgeConfirmed') continue;
    gifts += 1;
    if (ended.has(event.data.campaignId))
      violations.push({
        subject: `gift ${event.type === 'DonationRecorded' ? event.data.donationId : event.data.pledgeId}`,
        detail: `recorded after campaign ${event.data.campaignId} ended`,
      });
  }
  return resultOf('no gift after the end', gifts, 'gifts', violations);
};

/** What the invariants read: the log, its postings, and the figures pages show and providers report, where known. */
export type Books = {
  events: readonly StoredEvent[];
  postings: readonly Posting[];
  figures?: readonly CampaignFigures[];
  transfers?: readonly ProviderTransfer[];
};

/** Every invariant over the same books. */
export const checkInvariants = ({ events, postings, figures, transfers }: Books) => [
  conservation(postings),
  noNegativeEscrow(postings),
  oneEndPerGift(postings),
  ...(figures ? [shownTotalsMatchLedger(postings, figures)] : []),
  oneTransferPerWithdrawal(postings, transfers),
  closedCampaignsGiveBack(events),
  noGiftAfterEnd(events),
];

const entriesKey = (posting: Posting) =>
  JSON.stringify([
    posting.type,
    posting.campaignId,
    posting.subject,
    posting.currency,
    [...posting.entries].sort((a, b) => a.account.localeCompare(b.account)),
  ]);

/** The books a page reads (the ledger read model) hold exactly the postings of the log, event by event. */
export const storedBooksMatchLog = (stored: readonly Posting[], fromLog: readonly Posting[]) => {
  const kept = new Map(stored.map((posting) => [posting.eventId, posting]));
  const violations: Violation[] = [];
  for (const posting of fromLog) {
    const book = kept.get(posting.eventId);
    kept.delete(posting.eventId);
    if (!book)
      violations.push({ subject: posting.eventId, detail: `${posting.type} is not in the books` });
    else if (entriesKey(book) !== entriesKey(posting))
      violations.push({
        subject: posting.eventId,
        detail: `${posting.type} is booked otherwise than the log says`,
      });
  }
  for (const posting of kept.values())
    violations.push({
      subject: posting.eventId,
      detail: `${posting.type} is in the books but not in the log`,
    });
  return resultOf('books match the log', fromLog.length, 'postings', violations);
};
