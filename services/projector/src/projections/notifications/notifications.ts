import type { ReadModel } from '../../read-model';
import { foldGifts, type GiftTotal } from '../campaigns/campaigns';

export type NotificationChange =
  { kind: 'giftsCounted'; gifts: GiftTotal[] } | { kind: 'seen'; userId: string; seenAt: string };

/** Each creator's count of counted donations they have not seen yet; the creator read from the campaign. */
export const notifications: ReadModel<NotificationChange> = {
  name: 'notifications',
  tables: ['creator_notifications'],
  reads: ['campaigns'],
  on: {
    CryptoPledgeConfirmed: ({ data }) => [{ kind: 'giftsCounted', gifts: foldGifts([data]) }],
    DonationNotificationsSeen: ({ data }) => [
      { kind: 'seen', userId: data.userId, seenAt: data.seenAt },
    ],
  },
  onRun: {
    DonationRecorded: (events) => [
      { kind: 'giftsCounted', gifts: foldGifts(events.map((event) => event.data)) },
    ],
  },
};

/** Gifts per creator, from gifts per campaign and each campaign's creator (campaigns not known are left out). */
export const giftsPerCreator = (
  gifts: readonly GiftTotal[],
  creatorOf: ReadonlyMap<string, string>,
) => {
  const counts = new Map<string, number>();
  for (const { campaignId, count } of gifts) {
    const creator = creatorOf.get(campaignId);
    if (creator !== undefined) counts.set(creator, (counts.get(creator) ?? 0) + count);
  }
  return counts;
};
