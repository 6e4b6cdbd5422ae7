import type { EventStore, StoredEvent } from '@harambee/events';
import { giftCharged } from '@harambee/ledger';
import { type CurrencyCode, providerFeeCents } from '@harambee/rules';
import { fold } from '../core/decider';
import {
  giftAtProviderDecider,
  openDisputeCents,
  reversedCents,
} from '../disputes/gift-at-provider';
import { paymentStream } from '../payments/payment';

/** A gift a campaign received: a recorded donation or a confirmed crypto pledge, on its own donation stream. */
export type CampaignGift = {
  streamId: string;
  paymentId: string;
  amountCents: number;
  /**
   * What the donor's network was charged for the gift itself, in its currency: the charge less the fees its donor
   * covered, which were never the campaign's. Absent for gifts from before local money (US cents).
   */
  charged?: { currency: CurrencyCode; amountMinor: number };
  /** Who took the money, when a hosted checkout did; null for the in-page sandbox card, offline and crypto gifts. */
  provider: string | null;
  /** What its provider said it took for the charge, in US cents at the gift's rate; absent: estimated. */
  providerFeeCents?: number;
  /** The fees its donor paid on top, taken at the gift: the withdrawal takes them no more. */
  feeCover?: { platformFeeCents: number; processingFeeCents: number };
  /** Given back by us (a part or all of it), less any of our refunds that failed at the provider afterwards. */
  refundedCents: number;
  /** Held by the provider under a dispute still open. */
  openDisputeCents: number;
  /** Given back by the provider, not by us: refunds from its dashboard and disputes lost. */
  reversedCents: number;
};

/** The cents our refunds gave back, those that failed at the provider afterwards taken back. */
const refundedByUs = (events: readonly StoredEvent[]) =>
  events.reduce((sum, event) => {
    if (event.type === 'DonationRefunded') return sum + event.data.amountCents;
    if (event.type === 'RefundReversed') return sum - event.data.amountCents;
    return sum;
  }, 0);

/**
 * The campaign stream does not know what it raised: gifts are recorded on donation streams (the campaign is only
 * their dependency). The write side reads them from the log by the campaign's id; every decision still folds streams.
 * Each gift's own stream says whether it was refunded, its payment's stream who took the money.
 */
export const campaignGifts = async (
  store: EventStore,
  campaignId: string,
): Promise<CampaignGift[]> => {
  const gifts = await store.readByType(['DonationRecorded', 'CryptoPledgeConfirmed'], {
    campaignId,
  });
  const paymentOf = (gift: (typeof gifts)[number]) =>
    gift.type === 'DonationRecorded' ? paymentStream(gift.data.paymentId) : undefined;
  const streamIds = [
    ...new Set(gifts.flatMap((gift) => [gift.streamId, paymentOf(gift) ?? []].flat())),
  ];
  const reads = await store.readStreams(streamIds);
  const byStream = new Map(streamIds.map((streamId, index) => [streamId, reads[index]!.events]));
  const eventsOf = (streamId: string): StoredEvent[] => byStream.get(streamId) ?? [];
  return gifts.map((gift) => {
    const payment = paymentOf(gift);
    const succeeded = payment
      ? eventsOf(payment).find((event) => event.type === 'PaymentSucceeded')
      : undefined;
    const atProvider = fold(giftAtProviderDecider, eventsOf(gift.streamId));
    const charged =
      gift.type === 'DonationRecorded' && gift.data.charged
        ? giftCharged(gift.data.charged, gift.data.feeCover)
        : undefined;
    const fee =
      succeeded?.type === 'PaymentSucceeded' && succeeded.data.providerFee
        ? providerFeeCents(succeeded.data.providerFee, {
            amountCents: gift.data.amountCents,
            ...(charged && { charged }),
          })
        : undefined;
    return {
      streamId: gift.streamId,
      paymentId: gift.type === 'DonationRecorded' ? gift.data.paymentId : gift.data.pledgeId,
      amountCents: gift.data.amountCents,
      ...(charged && { charged }),
      provider: succeeded?.type === 'PaymentSucceeded' ? succeeded.data.provider : null,
      ...(fee !== undefined && { providerFeeCents: fee }),
      ...(gift.type === 'DonationRecorded' &&
        gift.data.feeCover && {
          feeCover: {
            platformFeeCents: gift.data.feeCover.platformFeeCents,
            processingFeeCents: gift.data.feeCover.processingFeeCents,
          },
        }),
      refundedCents: refundedByUs(eventsOf(gift.streamId)),
      openDisputeCents: openDisputeCents(atProvider),
      reversedCents: reversedCents(atProvider),
    };
  });
};

/** What a gift still brings its campaign: less what we refunded of it and what the provider gave back. */
export const keptCents = (
  gift: Pick<CampaignGift, 'amountCents' | 'refundedCents' | 'reversedCents'>,
) => Math.max(0, gift.amountCents - gift.refundedCents - gift.reversedCents);

/**
 * A gift taken back whole, by our refunds, the provider's or disputes lost: it has no part left in a withdrawal, nor
 * in its fees.
 */
export const takenBackWhole = (
  gift: Pick<CampaignGift, 'amountCents' | 'refundedCents' | 'reversedCents'>,
) => keptCents(gift) === 0;

export const raisedCents = (gifts: readonly CampaignGift[]) =>
  gifts.reduce((sum, gift) => sum + keptCents(gift), 0);

export const openDisputesCents = (gifts: readonly Pick<CampaignGift, 'openDisputeCents'>[]) =>
  gifts.reduce((sum, gift) => sum + gift.openDisputeCents, 0);
