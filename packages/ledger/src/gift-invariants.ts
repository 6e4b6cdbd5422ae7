import type { StoredEvent } from '@harambee/events';
import {
  accounts,
  escrowCampaign,
  isDonorAccount,
  isExchangeAccount,
  isFeeAccount,
} from './accounts';
import {
  DISPUTE_CLOSED_TYPES,
  DISPUTE_OPENED_TYPES,
  GIFT_REFUND_TYPES,
  GIFT_TYPES,
  PAYOUT_REVERSED_TYPES,
  PAYOUT_TYPES,
  PROVIDER_REFUND_TYPES,
  REFUND_REVERSED_TYPES,
} from './event-kinds';
import { resultOf, type Violation } from './invariant';
import { type Entry, entryCurrency, type Posting } from './posting';

type GiftEnd = 'open' | 'paid out' | 'refunded' | 'disputed';
/** Minor units of one currency. */
type Money = { currency: string; amount: number };
/**
 * `amount`: the US cents the gift credited; `paid`: what the donor paid, in its currency; `givenBack` of each.
 * `openDisputes`: disputes holding a part of it (or all) until they close.
 */
type GiftBook = {
  campaignId: string;
  amount: number;
  paid: Money;
  end: GiftEnd;
  givenBack: { cents: number; paid: number };
  openDisputes: number;
  /** Where it stood before all of it was given back: where a failed refund of a part puts it again. */
  liveEnd: GiftEnd;
};

export const escrowAmount = (posting: Posting) =>
  posting.entries
    .filter((entry) => escrowCampaign(entry.account) !== undefined)
    .reduce((sum, entry) => sum + entry.amount, 0);

const sumOf = (posting: Posting, keep: (entry: Entry) => boolean) =>
  posting.entries.filter(keep).reduce((sum, entry) => sum + entry.amount, 0);

/**
 * What a donor paid for a gift: what left the donors' side (or the unallocated payments), in its own currency,
 * the fees they chose to cover included.
 */
const paidFor = (posting: Posting): Money => {
  const source = posting.entries.find(
    (entry) => entry.amount < 0 && !isExchangeAccount(entry.account),
  );
  if (!source) return { currency: posting.currency, amount: 0 };
  const currency = entryCurrency(posting, source);
  return {
    currency,
    amount: -sumOf(
      posting,
      (entry) =>
        entry.account === source.account &&
        entry.amount < 0 &&
        entryCurrency(posting, entry) === currency,
    ),
  };
};

/** The US cents a gift's donor paid on top for its fees: its posting's entries into the fee accounts. */
const feesCoveredIn = (posting: Posting) => sumOf(posting, (entry) => isFeeAccount(entry.account));

/** What a posting gave back to donors in the currency they paid: a refund, ours or the provider's, or a dispute lost. */
const toDonors = (posting: Posting, currency: string) =>
  sumOf(
    posting,
    (entry) => isDonorAccount(entry.account) && entryCurrency(posting, entry) === currency,
  );

/** The US cents of credit a refund gave back: what reached the donor, or crossed the exchange to reach them. */
const creditGivenBack = (posting: Posting, paid: Money) =>
  paid.currency === 'USD'
    ? toDonors(posting, 'USD')
    : sumOf(posting, (entry) => entry.account === accounts.exchange('USD'));

/**
 * A gift ends in one of four ways: open, paid out, or all of it given back (refunded; disputed when a lost dispute
 * gave back the last of it). A dispute holds a part until it closes: won, nothing moved; lost, that part went back.
 */
const LIVE: readonly GiftEnd[] = ['open', 'paid out'];

type Step = (subject: string, gift: GiftBook, posting: Posting) => void;

const gifted = (gifts: Map<string, GiftBook>, violations: Violation[], posting: Posting) => {
  const { subject } = posting;
  if (gifts.has(subject))
    violations.push({ subject, detail: `recorded again by ${posting.eventId}` });
  else
    gifts.set(subject, {
      campaignId: posting.campaignId,
      amount: escrowAmount(posting) + feesCoveredIn(posting),
      paid: paidFor(posting),
      end: 'open',
      givenBack: { cents: 0, paid: 0 },
      openDisputes: 0,
      liveEnd: 'open',
    });
};

const stepsOf = (violations: Violation[]) => {
  const broken = (subject: string, gift: GiftBook, end: string, cause: Posting) =>
    violations.push({
      subject,
      detail: `${gift.end}, then ${end} by ${cause.type} ${cause.eventId}`,
    });
  const giveBack = (
    subject: string,
    gift: GiftBook,
    posting: Posting,
    from: readonly GiftEnd[],
    endOfAll: GiftEnd,
  ) => {
    if (!from.includes(gift.end)) return broken(subject, gift, endOfAll, posting);
    const { givenBack, paid, amount } = gift;
    givenBack.paid += toDonors(posting, paid.currency);
    givenBack.cents += creditGivenBack(posting, paid);
    const all = givenBack.cents >= amount || givenBack.paid >= paid.amount;
    if (givenBack.paid > paid.amount || (all && givenBack.paid !== paid.amount))
      violations.push({
        subject,
        detail: `refunded ${givenBack.paid} ${paid.currency} of a gift paid with ${paid.amount} (${givenBack.cents} of its ${amount} US cents)`,
      });
    if (!all) return;
    gift.liveEnd = gift.end;
    gift.end = endOfAll;
  };
  const refund: Step = (subject, gift, posting) =>
    giveBack(subject, gift, posting, ['open'], 'refunded');
  const providerRefund: Step = (subject, gift, posting) =>
    giveBack(subject, gift, posting, LIVE, 'refunded');
  const disputeOpened: Step = (subject, gift, posting) => {
    if (LIVE.includes(gift.end)) gift.openDisputes += 1;
    else broken(subject, gift, 'disputed', posting);
  };
  const disputeClosed: Step = (subject, gift, posting) => {
    if (gift.openDisputes === 0) return broken(subject, gift, 'closed', posting);
    gift.openDisputes -= 1;
    if (toDonors(posting, gift.paid.currency) !== 0)
      giveBack(subject, gift, posting, LIVE, 'disputed');
  };
  /**
   * What a failed refund brought back: a gift all given back (refunded, or a lost dispute took the last of it) is
   * where it stood before again, and no more comes back than went.
   */
  const refundReversed: Step = (subject, gift, posting) => {
    const { givenBack, paid } = gift;
    givenBack.paid += toDonors(posting, paid.currency);
    givenBack.cents += creditGivenBack(posting, paid);
    if (givenBack.paid < 0)
      violations.push({
        subject,
        detail: `${posting.type} ${posting.eventId} brought back more than was refunded`,
      });
    if (!LIVE.includes(gift.end)) gift.end = gift.liveEnd;
  };
  return { refund, refundReversed, providerRefund, disputeOpened, disputeClosed };
};

/**
 * Every gift is recorded once and ends in exactly one of open, paid out, refunded (in one refund or in parts, ours or
 * the provider's, never more than it was) or disputed (the last of it taken by a lost dispute; counted so while one is
 * open too).
 */
export const oneEndPerGift = (postings: readonly Posting[]) => {
  const gifts = new Map<string, GiftBook>();
  const violations: Violation[] = [];
  const steps = stepsOf(violations);
  const stepOf = (type: string): Step | undefined => {
    if (REFUND_REVERSED_TYPES.has(type)) return steps.refundReversed;
    if (GIFT_REFUND_TYPES.has(type)) return steps.refund;
    if (PROVIDER_REFUND_TYPES.has(type)) return steps.providerRefund;
    if (DISPUTE_OPENED_TYPES.has(type)) return steps.disputeOpened;
    if (DISPUTE_CLOSED_TYPES.has(type)) return steps.disputeClosed;
    return undefined;
  };
  for (const posting of postings) {
    const { subject, type } = posting;
    const step = stepOf(type);
    if (GIFT_TYPES.has(type)) gifted(gifts, violations, posting);
    else if (step) {
      const gift = gifts.get(subject);
      if (gift) step(subject, gift, posting);
      else
        violations.push({
          subject,
          detail: `${type} ${posting.eventId} for a gift never recorded`,
        });
    } else if (PAYOUT_TYPES.has(type)) {
      for (const each of gifts.values()) {
        if (each.campaignId !== posting.campaignId) continue;
        if (each.end === 'open') each.end = 'paid out';
      }
    } else if (PAYOUT_REVERSED_TYPES.has(type)) {
      // The provider took the payout back: its gifts are in the escrow again, to be paid out again.
      for (const each of gifts.values())
        if (each.campaignId === posting.campaignId && each.end === 'paid out') each.end = 'open';
    }
  }
  const counts: Record<GiftEnd, number> = { open: 0, 'paid out': 0, refunded: 0, disputed: 0 };
  for (const gift of gifts.values()) counts[gift.openDisputes > 0 ? 'disputed' : gift.end] += 1;
  return resultOf('one end per gift', gifts.size, 'gifts', violations, counts);
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

/** What the provider gave back of a gift on its own side: its dashboard's refund, or a dispute lost. */
const providerGaveBack = (event: StoredEvent) =>
  event.type === 'ProviderRefundRecorded' ||
  (event.type === 'DisputeClosed' && event.data.outcome === 'lost')
    ? event.data
    : undefined;

/**
 * A deleted, rejected or failed campaign keeps none of its gifts: each is refunded, or its refund is owed with a
 * reason (RefundRequested; a failed try stays owed, and one that needs an admin says so; an open dispute holds it), or
 * the provider gave it all back on its side.
 */
export const closedCampaignsGiveBack = (events: readonly StoredEvent[]) => {
  const fates = new Map<string, CampaignFate>();
  const gifts = new Map<string, string>();
  const owed = new Set<string>();
  const amounts = new Map<string, number>();
  const reversed = new Map<string, number>();
  const disputed = new Map<string, string>();
  for (const event of events) {
    const campaignId = campaignOf(event);
    if (!campaignId) continue;
    fates.set(campaignId, fateAfter(fates.get(campaignId) ?? 'live', event));
    if (event.type === 'DonationRecorded') {
      gifts.set(event.data.donationId, campaignId);
      amounts.set(event.data.donationId, event.data.amountCents);
    }
    if (event.type === 'CryptoPledgeConfirmed') gifts.set(event.data.pledgeId, campaignId);
    if (event.type === 'RefundRequested' || event.type === 'DonationRefunded')
      owed.add(event.data.donationId);
    if (event.type === 'DisputeOpened') disputed.set(event.data.disputeId, event.data.donationId);
    if (event.type === 'DisputeClosed') disputed.delete(event.data.disputeId);
    const givenBack = providerGaveBack(event);
    if (givenBack) {
      const total = (reversed.get(givenBack.donationId) ?? 0) + givenBack.amountCents;
      reversed.set(givenBack.donationId, total);
    }
  }
  const violations = [...gifts].flatMap(([donationId, campaignId]): Violation[] => {
    const fate = fates.get(campaignId)!;
    const allGivenBack = (reversed.get(donationId) ?? 0) >= (amounts.get(donationId) ?? Infinity);
    const held = [...disputed.values()].includes(donationId);
    return fate === 'live' || owed.has(donationId) || allGivenBack || held
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
