import { accounts, type Account } from './accounts';
import { toCharge, toCredit } from './exchange';
import { type Charged, type DisputeFact, factKey, requireFact } from './facts';
import { disputeOwed, disputeSettled, lossWrittenOff, owingInFlight } from './in-flight';
import { type Entry, move } from './posting';
import type { LedgerRules, StoredEventOf } from './rules';

/**
 * How a dispute moves a gift's money. While the campaign still holds the money the provider holds it back from the
 * escrow; once it was paid out, the escrow is empty, so the creator owes it (the receivable). The escrow and the
 * receivable count US dollars; what the provider holds and gives back is in the currency the donor was charged in
 * (`charged`, absent for a US-dollar gift), crossing the exchange accounts as the gift did.
 */
export type DisputedGift = {
  campaignId: string;
  /** The gift's donor account (its GiftFact). */
  donor: Account;
  amountCents: number;
  charged?: Charged;
  paidOut: boolean;
};

export const takenFrom = ({ campaignId, paidOut }: Pick<DisputedGift, 'campaignId' | 'paidOut'>) =>
  paidOut ? accounts.receivable(campaignId) : accounts.escrow(campaignId);

/** A dispute opened: the provider holds the amount until it closes. */
export const disputeHeld = (gift: DisputedGift): Entry[] =>
  toCharge(takenFrom(gift), gift.amountCents, gift.charged, accounts.disputed(gift.campaignId));

/** What an open dispute holds, and where it was taken from. */
type Held = { from: Account; campaignId: string; amountCents: number; charged?: Charged };

/** A dispute won: the held amount goes back where it was taken from. */
export const disputeWon = ({ from, campaignId, amountCents, charged }: Held): Entry[] =>
  toCredit(accounts.disputed(campaignId), charged, amountCents, from);

/** A receivable the creator will not repay becomes the platform's loss. */
export const receivableWrittenOff = (campaignId: string, amountCents: number): Entry[] =>
  move(accounts.platformLoss, accounts.receivable(campaignId), amountCents);

const heldMoney = ({ amountCents, charged }: Held) =>
  charged && charged.currency !== 'USD'
    ? charged
    : { currency: 'USD' as const, amountMinor: amountCents };

/**
 * A dispute lost: the held amount goes to the donor. Taken from a receivable (the campaign was paid out), nothing on
 * the platform can recover it (no escrow is left and no event collects from a creator), so it is written off at once.
 */
export const disputeLost = (held: Held, donor: Account): Entry[] => {
  const { currency, amountMinor } = heldMoney(held);
  const given = move(accounts.disputed(held.campaignId), donor, amountMinor);
  return [
    ...(currency === 'USD' ? given : given.map((entry) => ({ ...entry, currency }))),
    ...(held.from === accounts.receivable(held.campaignId)
      ? receivableWrittenOff(held.campaignId, held.amountCents)
      : []),
  ];
};

/** A refund made in the provider's dashboard: from the escrow, or once paid out from the creator's, written off. */
export const providerRefund = (gift: DisputedGift): Entry[] => [
  ...toCharge(takenFrom(gift), gift.amountCents, gift.charged, gift.donor),
  ...(gift.paidOut ? receivableWrittenOff(gift.campaignId, gift.amountCents) : []),
];

type GiftMoney = StoredEventOf<'DisputeOpened' | 'ProviderRefundRecorded'>;

/** The gift, and the campaign's withdrawal (one per campaign, under its id), whose payout may be on its way. */
const giftNeeded = ({ data }: { data: { donationId: string; campaignId: string } }) => [
  factKey.gift(data.donationId),
  factKey.withdrawal(data.campaignId),
];

const disputedGift = (event: GiftMoney, facts: Parameters<typeof requireFact>[0]): DisputedGift => {
  const gift = requireFact(facts, factKey.gift(event.data.donationId), 'gift', event.id);
  const { campaignId, amountCents, charged, afterPayout } = event.data;
  return {
    campaignId,
    donor: gift.donor,
    amountCents,
    ...(charged && { charged }),
    paidOut: afterPayout,
  };
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
    learn: ({ data }, facts) => {
      const key = factKey.dispute(data.provider, data.disputeId);
      const dispute: DisputeFact = {
        kind: 'dispute',
        from: takenFrom({ campaignId: data.campaignId, paidOut: data.afterPayout }),
        amountCents: data.amountCents,
        ...(data.charged && { charged: data.charged }),
      };
      return {
        ...(data.afterPayout && owingInFlight(facts, data.campaignId, disputeOwed(key, dispute))),
        [key]: dispute,
      };
    },
  },
  DisputeClosed: {
    needs: (event) => [
      ...giftNeeded(event),
      factKey.dispute(event.data.provider, event.data.disputeId),
    ],
    post: (event, facts) => {
      const { provider, disputeId, campaignId, donationId, outcome } = event.data;
      const { from, amountCents, charged } = requireFact(
        facts,
        factKey.dispute(provider, disputeId),
        'dispute',
        event.id,
      );
      const gift = requireFact(facts, factKey.gift(donationId), 'gift', event.id);
      const held = { from, campaignId, amountCents, ...(charged && { charged }) };
      return {
        campaignId,
        subject: donationId,
        entries: outcome === 'won' ? disputeWon(held) : disputeLost(held, gift.donor),
      };
    },
    learn: ({ data }, facts) => {
      const key = factKey.dispute(data.provider, data.disputeId);
      const dispute = facts[key] as DisputeFact | undefined;
      const writtenOff =
        data.outcome === 'lost' && dispute?.from === accounts.receivable(data.campaignId)
          ? dispute.amountCents
          : 0;
      return owingInFlight(facts, data.campaignId, disputeSettled(key, writtenOff));
    },
  },
  ProviderRefundRecorded: {
    needs: giftNeeded,
    post: (event, facts) => ({
      campaignId: event.data.campaignId,
      subject: event.data.donationId,
      entries: providerRefund(disputedGift(event, facts)),
    }),
    learn: ({ data }, facts) =>
      data.afterPayout
        ? owingInFlight(facts, data.campaignId, lossWrittenOff(data.amountCents))
        : {},
  },
};
