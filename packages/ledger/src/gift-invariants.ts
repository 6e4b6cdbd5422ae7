import type { StoredEvent } from '@harambee/events';
import { escrowCampaign } from './accounts';
import { DISPUTE_TYPES, GIFT_REFUND_TYPES, GIFT_TYPES, PAYOUT_TYPES } from './event-kinds';
import { resultOf, type Violation } from './invariant';
import type { Posting } from './posting';

type GiftEnd = 'open' | 'paid out' | 'refunded' | 'disputed';
type GiftBook = { campaignId: string; amount: number; end: GiftEnd; refunded: number };

export const escrowAmount = (posting: Posting) =>
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
