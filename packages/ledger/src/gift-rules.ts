import { chargedShare, isCurrencyCode, providerFeeCents } from '@harambee/rules';
import { accounts, type DonorSource } from './accounts';
import {
  type Charged,
  factKey,
  factOf,
  type Facts,
  type FeeCover,
  type GiftFact,
  type PaymentFact,
  requireFact,
} from './facts';
import { foreign, toCharge, toCredit } from './exchange';
import {
  coverBeyondFee,
  coverGivenBack,
  feesCovered,
  feesReturned,
  giftCharged,
} from './fee-cover';
import { giftRateLearned } from './fx-rules';
import { move } from './posting';
import type { LedgerRules, StoredEventOf } from './rules';

/** A payment's money at its provider: in the currency it was charged in. */
export const asCharged = (data: { amountCents: number; charged?: Charged }) => ({
  currency: data.charged?.currency ?? ('USD' as const),
  amount: data.charged?.amountMinor ?? data.amountCents,
});

/**
 * The gift's part of what a refund (ours or the provider's) or a dispute returns: exactly the minor units the provider was asked for (less the covered
 * fees' share, which goes back beside it), or for an older refund that did not say, its share of the charge.
 */
export const chargedBack = (
  gift: GiftFact,
  refund: { amountCents: number; charged?: Charged },
  cover: FeeCover | undefined,
): Charged | undefined => {
  if (!foreign(gift.charged)) return undefined;
  if (!refund.charged)
    return {
      currency: gift.charged.currency,
      amountMinor: chargedShare(gift.charged.amountMinor, refund.amountCents, gift.amountCents),
    };
  const coverBack =
    cover?.charged.currency === refund.charged.currency ? cover.charged.amountMinor : 0;
  return { ...refund.charged, amountMinor: refund.charged.amountMinor - coverBack };
};

/** A refund of part or all of a gift, back to where it came from, the fees the donor covered with their share. */
const refundEntries = (
  gift: GiftFact,
  refund: { campaignId: string; amountCents: number; charged?: Charged },
) => {
  const escrow = accounts.escrow(refund.campaignId);
  const cents = refund.amountCents;
  const cover = coverGivenBack(gift, cents, refund.charged);
  const entries = toCharge(escrow, cents, chargedBack(gift, refund, cover), gift.donor);
  return cover ? [...entries, ...feesReturned(cover, gift.donor)] : entries;
};

/** The money a mismatched payment moved, in a currency the books keep; none when it moved nothing. */
const movedByMismatch = ({
  moved,
  received,
}: StoredEventOf<'PaymentMismatchDetected'>['data']): Charged | undefined => {
  const currency = received.currency.toUpperCase();
  return moved && received.amountCents > 0 && isCurrencyCode(currency)
    ? { currency, amountMinor: received.amountCents }
    : undefined;
};

/** A gift's fee cover as booked: beyond the fee its provider said it took, the rest is the platform's (`coverBeyondFee`). */
const bookedCover = (
  data: StoredEventOf<'DonationRecorded'>['data'],
  paid: PaymentFact | undefined,
) => {
  if (!data.feeCover) return undefined;
  const charged = giftCharged(paid?.charged, data.feeCover);
  const feeCents =
    paid?.providerFee &&
    providerFeeCents(paid.providerFee, {
      amountCents: data.amountCents,
      ...(charged && { charged }),
    });
  return coverBeyondFee(data.feeCover, feeCents);
};

type GiftMethod = StoredEventOf<'DonationRecorded'>['data']['paymentMethod'];

/** Gifts that no provider took: the in-page sandbox card, crypto, offline gifts an admin records, generated ones. */
const SOURCE_OF_METHOD: Record<GiftMethod, DonorSource> = {
  creditCard: 'sandbox',
  mobileMoney: 'sandbox',
  bitcoin: 'crypto',
  admin: 'offline',
  generated: 'generated',
};

/**
 * Money a provider took for a hosted checkout arrives unallocated; the gift moves it into the campaign's escrow.
 * A payment that came too late never becomes a gift: it waits there until it is refunded.
 */
export const giftRules: LedgerRules = {
  PaymentSucceeded: {
    post: ({ data }) => ({
      campaignId: data.campaignId,
      subject: data.paymentId,
      currency: asCharged(data).currency,
      entries: move(
        accounts.donors(data.provider),
        accounts.unallocatedPayments,
        asCharged(data).amount,
      ),
    }),
    learn: ({ data }) => ({
      [factKey.payment(data.paymentId)]: {
        kind: 'payment',
        provider: data.provider,
        campaignId: data.campaignId,
        amountCents: data.amountCents,
        ...(data.charged ? { charged: data.charged } : {}),
        ...(data.providerFee ? { providerFee: data.providerFee } : {}),
      },
    }),
  },
  /**
   * A payment the provider says moved money, but not the checkout's: never a gift, held unallocated in the money it
   * moved until it is refunded (`PaymentRefunded`, from what is learned here).
   */
  PaymentMismatchDetected: {
    post: ({ data }) => {
      const moved = movedByMismatch(data);
      if (!moved) return undefined;
      return {
        campaignId: data.expected.campaignId,
        subject: data.paymentId,
        currency: moved.currency,
        entries: move(
          accounts.donors(data.provider),
          accounts.unallocatedPayments,
          moved.amountMinor,
        ),
      };
    },
    learn: ({ data }) => {
      const moved = movedByMismatch(data);
      if (!moved) return {};
      return {
        [factKey.payment(data.paymentId)]: {
          kind: 'payment',
          provider: data.provider,
          campaignId: data.expected.campaignId,
          amountCents: data.expected.amountCents,
          charged: moved,
        },
      };
    },
  },
  DonationRecorded: {
    needs: ({ data }) => [factKey.payment(data.paymentId), factKey.rates(data.campaignId)],
    post: ({ data }, facts) => {
      const paid = factOf(facts, factKey.payment(data.paymentId), 'payment');
      const from = paid
        ? accounts.unallocatedPayments
        : accounts.donors(SOURCE_OF_METHOD[data.paymentMethod]);
      const escrow = accounts.escrow(data.campaignId);
      const gift = toCredit(
        from,
        giftCharged(paid?.charged, data.feeCover),
        data.amountCents,
        escrow,
      );
      const cover = bookedCover(data, paid);
      return {
        campaignId: data.campaignId,
        subject: data.donationId,
        entries: data.feeCover
          ? [...gift, ...feesCovered(from, data.feeCover), ...(cover?.entries ?? [])]
          : gift,
      };
    },
    learn: (event, facts: Facts) => {
      const { data } = event;
      const paid = factOf(facts, factKey.payment(data.paymentId), 'payment');
      const donor = accounts.donors(paid?.provider ?? SOURCE_OF_METHOD[data.paymentMethod]);
      const { campaignId, amountCents } = data;
      const feeCover = bookedCover(data, paid)?.cover;
      const paidForGift = giftCharged(paid?.charged, feeCover);
      const charged = foreign(paidForGift) ? { charged: paidForGift } : {};
      return {
        ...giftRateLearned(event, facts),
        [factKey.gift(data.donationId)]: {
          kind: 'gift',
          donor,
          campaignId,
          amountCents,
          ...charged,
          ...(feeCover ? { feeCover } : {}),
        },
      };
    },
  },
  CryptoPledgeConfirmed: {
    post: ({ data }) => ({
      campaignId: data.campaignId,
      subject: data.pledgeId,
      entries: move(accounts.donors('crypto'), accounts.escrow(data.campaignId), data.amountCents),
    }),
    learn: ({ data }) => ({
      [factKey.gift(data.pledgeId)]: {
        kind: 'gift',
        donor: accounts.donors('crypto'),
        campaignId: data.campaignId,
        amountCents: data.amountCents,
      },
    }),
  },
  /** Back to where the gift came from (a crypto pledge's refund names the pledge as its donation). */
  DonationRefunded: {
    needs: ({ data }) => [factKey.gift(data.donationId)],
    post: (event, facts) => {
      const gift = requireFact(facts, factKey.gift(event.data.donationId), 'gift', event.id);
      return {
        campaignId: event.data.campaignId,
        subject: event.data.donationId,
        entries: refundEntries(gift, event.data),
      };
    },
  },
  /** The refund of `refundReference` undone: the same entries, each the other way. */
  RefundReversed: {
    needs: ({ data }) => [factKey.gift(data.donationId)],
    post: (event, facts) => {
      const gift = requireFact(facts, factKey.gift(event.data.donationId), 'gift', event.id);
      const refunded = refundEntries(gift, event.data);
      return {
        campaignId: event.data.campaignId,
        subject: event.data.donationId,
        entries: refunded.map((entry) => ({ ...entry, amount: -entry.amount })),
      };
    },
  },
};
