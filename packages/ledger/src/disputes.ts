import { accounts, type Account } from './accounts';
import { factKey, requireFact } from './facts';
import { type Entry, move } from './posting';
import type { LedgerRules, StoredEventOf } from './rules';

/**
 * How a dispute moves a gift's money. While the campaign still holds the money the provider holds it back from the
 * escrow; once it was paid out, the escrow is empty, so the creator owes it (the receivable).
 */
export type DisputedGift = {
  campaignId: string;
  /** The gift's donor account (its GiftFact). */
  donor: Account;
  amountCents: number;
  paidOut: boolean;
};

export const takenFrom = ({ campaignId, paidOut }: Pick<DisputedGift, 'campaignId' | 'paidOut'>) =>
  paidOut ? accounts.receivable(campaignId) : accounts.escrow(campaignId);

/** A dispute opened: the provider holds the amount until it closes. */
export const disputeHeld = (gift: DisputedGift): Entry[] =>
  move(takenFrom(gift), accounts.disputed(gift.campaignId), gift.amountCents);

/** A dispute won: the held amount goes back where it was taken from. */
export const disputeWon = (from: Account, campaignId: string, amountCents: number): Entry[] =>
  move(accounts.disputed(campaignId), from, amountCents);

/** A receivable the creator will not repay becomes the platform's loss. */
export const receivableWrittenOff = (campaignId: string, amountCents: number): Entry[] =>
  move(accounts.platformLoss, accounts.receivable(campaignId), amountCents);

/**
 * A dispute lost: the held amount goes to the donor. Taken from a receivable (the campaign was paid out), nothing on
 * the platform can recover it (no escrow is left and no event collects from a creator), so it is written off at once.
 */
export const disputeLost = (
  from: Account,
  donor: Account,
  campaignId: string,
  amountCents: number,
): Entry[] => [
  ...move(accounts.disputed(campaignId), donor, amountCents),
  ...(from === accounts.receivable(campaignId)
    ? receivableWrittenOff(campaignId, amountCents)
    : []),
];

/** A refund made in the provider's dashboard: from the escrow, or once paid out from the creator's, written off. */
export const providerRefund = (gift: DisputedGift): Entry[] => [
  ...move(takenFrom(gift), gift.donor, gift.amountCents),
  ...(gift.paidOut ? receivableWrittenOff(gift.campaignId, gift.amountCents) : []),
];

type GiftMoney = StoredEventOf<'DisputeOpened' | 'ProviderRefundRecorded'>;

const giftNeeded = ({ data }: { data: { donationId: string } }) => [factKey.gift(data.donationId)];

const disputedGift = (event: GiftMoney, facts: Parameters<typeof requireFact>[0]) => {
  const gift = requireFact(facts, factKey.gift(event.data.donationId), 'gift', event.id);
  const { campaignId, amountCents, afterPayout } = event.data;
  return { campaignId, donor: gift.donor, amountCents, paidOut: afterPayout };
};

/** Disputes and the provider's own refunds: each on the gift (its subject), summing to zero like every posting. */
export const disputeRules: LedgerRules = {
  DisputeOpened: {
    needs: giftNeeded,
    post: (event, facts) => ({
      campaignId: event.data.campaignId,
      subject: event.data.donationId,
      entries: disputeHeld(disputedGift(event, facts)),
    }),
    learn: ({ data }) => ({
      [factKey.dispute(data.provider, data.disputeId)]: {
        kind: 'dispute',
        from: takenFrom({ campaignId: data.campaignId, paidOut: data.afterPayout }),
        amountCents: data.amountCents,
      },
    }),
  },
  DisputeClosed: {
    needs: ({ data }) => [
      factKey.gift(data.donationId),
      factKey.dispute(data.provider, data.disputeId),
    ],
    post: (event, facts) => {
      const { provider, disputeId, campaignId, donationId, outcome } = event.data;
      const held = requireFact(facts, factKey.dispute(provider, disputeId), 'dispute', event.id);
      const gift = requireFact(facts, factKey.gift(donationId), 'gift', event.id);
      return {
        campaignId,
        subject: donationId,
        entries:
          outcome === 'won'
            ? disputeWon(held.from, campaignId, held.amountCents)
            : disputeLost(held.from, gift.donor, campaignId, held.amountCents),
      };
    },
  },
  ProviderRefundRecorded: {
    needs: giftNeeded,
    post: (event, facts) => ({
      campaignId: event.data.campaignId,
      subject: event.data.donationId,
      entries: providerRefund(disputedGift(event, facts)),
    }),
  },
};
