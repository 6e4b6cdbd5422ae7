import { providerFeeCents } from '@harambee/rules';
import { accounts, type Account } from './accounts';
import { toCharge, toCredit } from './exchange';
import { type Charged, type DisputeFact, factKey, type FeeCover, requireFact } from './facts';
import { coverGivenBack, feesCovered, feesReturned } from './fee-cover';
import { chargedBack } from './gift-rules';
import {
  disputeOwed,
  disputeSettled,
  disputeWrittenOff,
  heldSinceFailure,
  lossWrittenOff,
  madeGoodSettled,
  owingInFlight,
} from './in-flight';
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
  /** The gift's own part of what the provider moved, for a gift not paid in US dollars. */
  charged?: Charged;
  /** The share of the fees its donor covered that went with it: the provider moves the whole charge. */
  cover?: FeeCover;
  paidOut: boolean;
};

export const takenFrom = ({ campaignId, paidOut }: Pick<DisputedGift, 'campaignId' | 'paidOut'>) =>
  paidOut ? accounts.receivable(campaignId) : accounts.escrow(campaignId);

/** A dispute opened: the provider holds the amount until it closes. */
export const disputeHeld = (gift: DisputedGift): Entry[] => {
  const disputed = accounts.disputed(gift.campaignId);
  return [
    ...toCharge(takenFrom(gift), gift.amountCents, gift.charged, disputed),
    ...(gift.cover ? feesReturned(gift.cover, disputed) : []),
  ];
};

/** What an open dispute holds, and where it was taken from. */
type Held = {
  from: Account;
  campaignId: string;
  amountCents: number;
  charged?: Charged;
  cover?: FeeCover;
};

/** A dispute won: the held amount goes back where it was taken from, and the covered fees' share to the fees. */
export const disputeWon = ({ from, campaignId, amountCents, charged, cover }: Held): Entry[] => {
  const disputed = accounts.disputed(campaignId);
  return [
    ...toCredit(disputed, charged, amountCents, from),
    ...(cover ? feesCovered(disputed, cover) : []),
  ];
};

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
const givenToDonor = (held: Held, donor: Account, { currency, amountMinor }: Charged): Entry[] => {
  const given = move(accounts.disputed(held.campaignId), donor, amountMinor);
  return currency === 'USD' ? given : given.map((entry) => ({ ...entry, currency }));
};

export const disputeLost = (held: Held, donor: Account): Entry[] => {
  return [
    ...givenToDonor(held, donor, heldMoney(held)),
    ...(held.cover ? givenToDonor(held, donor, held.cover.charged) : []),
    ...(held.from === accounts.receivable(held.campaignId)
      ? receivableWrittenOff(held.campaignId, held.amountCents)
      : []),
  ];
};

/** A refund made in the provider's dashboard: from the escrow, or once paid out from the creator's, written off. */
export const providerRefund = (gift: DisputedGift): Entry[] => [
  ...toCharge(takenFrom(gift), gift.amountCents, gift.charged, gift.donor),
  ...(gift.cover ? feesReturned(gift.cover, gift.donor) : []),
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
  const { campaignId, amountCents, afterPayout } = event.data;
  const cover = coverGivenBack(gift, amountCents, event.data.charged);
  const charged = chargedBack(gift, event.data, cover);
  return {
    campaignId,
    donor: gift.donor,
    amountCents,
    ...(charged && { charged }),
    ...(cover && { cover }),
    paidOut: afterPayout,
  };
};

type ChargedFee = { currency: string; amountMinor: number } | undefined;

/**
 * What a provider charged for a dispute (Stripe's dispute fee), as its own record says: the platform pays it from its
 * fees, never the creator, in US cents at the rate the disputed money was charged at (`sign` -1: given back).
 */
export const disputeFeeEntries = (
  fee: ChargedFee,
  charge: { amountCents: number; charged?: Charged },
  sign: 1 | -1,
): Entry[] => {
  const cents = fee && providerFeeCents(fee, charge);
  if (!cents) return [];
  return move(accounts.platformFees, accounts.providerFees, sign * cents).map((entry) => ({
    ...entry,
    currency: 'USD',
  }));
};

/** The gift's own charge: what a fee in its currency is worth in US cents. */
const giftCharge = (event: GiftMoney, facts: Parameters<typeof requireFact>[0]) =>
  requireFact(facts, factKey.gift(event.data.donationId), 'gift', event.id);

/** Disputes and the provider's own refunds: each on the gift (its subject), summing to zero like every posting. */
export const disputeRules: LedgerRules = {
  DisputeOpened: {
    needs: giftNeeded,
    post: (event, facts) => ({
      campaignId: event.data.campaignId,
      subject: event.data.donationId,
      entries: [
        ...disputeHeld(disputedGift(event, facts)),
        ...disputeFeeEntries(event.data.providerFee, giftCharge(event, facts), 1),
      ],
    }),
    learn: (event, facts) => {
      const { data } = event;
      const key = factKey.dispute(data.provider, data.disputeId);
      const { charged, cover } = disputedGift(event, facts);
      const dispute: DisputeFact = {
        kind: 'dispute',
        from: takenFrom({ campaignId: data.campaignId, paidOut: data.afterPayout }),
        amountCents: data.amountCents,
        ...(charged && { charged }),
        ...(cover && { cover }),
      };
      return {
        ...(data.afterPayout
          ? owingInFlight(facts, data.campaignId, disputeOwed(key, dispute))
          : heldSinceFailure(facts, data.campaignId, key, dispute)),
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
      const { from, amountCents, charged, cover } = requireFact(
        facts,
        factKey.dispute(provider, disputeId),
        'dispute',
        event.id,
      );
      const gift = requireFact(facts, factKey.gift(donationId), 'gift', event.id);
      const held = {
        from,
        campaignId,
        amountCents,
        ...(charged && { charged }),
        ...(cover && { cover }),
      };
      return {
        campaignId,
        subject: donationId,
        entries: [
          ...(outcome === 'won' ? disputeWon(held) : disputeLost(held, gift.donor)),
          ...disputeFeeEntries(event.data.providerFeeReturned, gift, -1),
        ],
      };
    },
    learn: ({ data }, facts) => {
      const key = factKey.dispute(data.provider, data.disputeId);
      const dispute = facts[key] as DisputeFact | undefined;
      const lost = data.outcome === 'lost';
      const writtenOff =
        lost && dispute?.from === accounts.receivable(data.campaignId)
          ? dispute.amountCents
          : !lost && dispute?.from === accounts.platformLoss
            ? -dispute.amountCents
            : 0;
      const owing = owingInFlight(facts, data.campaignId, disputeSettled(key, writtenOff));
      return { ...owing, ...madeGoodSettled({ ...facts, ...owing }, data.campaignId, key) };
    },
  },
  // What the creator owed for an open dispute goes to the platform's loss; the dispute is then held from the loss.
  DisputeWrittenOff: {
    needs: (event) => [factKey.dispute(event.data.provider, event.data.disputeId)],
    post: ({ data }) => ({
      campaignId: data.campaignId,
      subject: data.donationId,
      entries: receivableWrittenOff(data.campaignId, data.amountCents),
    }),
    learn: ({ data }, facts) => {
      const key = factKey.dispute(data.provider, data.disputeId);
      const dispute = facts[key] as DisputeFact | undefined;
      if (!dispute) return {};
      return {
        ...owingInFlight(facts, data.campaignId, disputeWrittenOff(key, dispute, data.amountCents)),
        [key]: { ...dispute, from: accounts.platformLoss },
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
    learn: ({ data }, facts) =>
      data.afterPayout
        ? owingInFlight(facts, data.campaignId, lossWrittenOff(data.amountCents))
        : {},
  },
};
