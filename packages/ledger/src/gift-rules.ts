import { chargedShare } from '@harambee/rules';
import { type Account, accounts, type DonorSource } from './accounts';
import { type Charged, factKey, factOf, type Facts, requireFact } from './facts';
import { coverShare, feesCovered, feesReturned, giftCharged } from './fee-cover';
import { type Entry, move } from './posting';
import type { LedgerRules, StoredEventOf } from './rules';

const foreign = (charged: Charged | undefined): charged is Charged =>
  charged !== undefined && charged.currency !== 'USD';

/**
 * Money that changes currency at its quoted rate: `charged` leaves `from` into its currency's exchange account,
 * and `cents` US dollars leave the dollars' exchange account into `to`. Balanced in each currency.
 */
const exchanged = (from: Account, charged: Charged, cents: number, to: Account): Entry[] => [
  { account: from, amount: -charged.amountMinor, currency: charged.currency },
  {
    account: accounts.exchange(charged.currency),
    amount: charged.amountMinor,
    currency: charged.currency,
  },
  { account: accounts.exchange('USD'), amount: -cents },
  { account: to, amount: cents },
];

/** The same, back: `cents` leave `from` in US dollars and `charged` arrive in `to` in their own currency. */
const exchangedBack = (from: Account, cents: number, charged: Charged, to: Account): Entry[] => [
  { account: from, amount: -cents },
  { account: accounts.exchange('USD'), amount: cents },
  {
    account: accounts.exchange(charged.currency),
    amount: -charged.amountMinor,
    currency: charged.currency,
  },
  { account: to, amount: charged.amountMinor, currency: charged.currency },
];

/** A payment's money at its provider: in the currency it was charged in. */
const asCharged = (data: { amountCents: number; charged?: Charged }) => ({
  currency: data.charged?.currency ?? ('USD' as const),
  amount: data.charged?.amountMinor ?? data.amountCents,
});

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
      },
    }),
  },
  DonationRecorded: {
    needs: ({ data }) => [factKey.payment(data.paymentId)],
    post: ({ data }, facts) => {
      const paid = factOf(facts, factKey.payment(data.paymentId), 'payment');
      const from = paid
        ? accounts.unallocatedPayments
        : accounts.donors(SOURCE_OF_METHOD[data.paymentMethod]);
      const escrow = accounts.escrow(data.campaignId);
      const charged = giftCharged(paid?.charged, data.feeCover);
      const gift = foreign(charged)
        ? exchanged(from, charged, data.amountCents, escrow)
        : move(from, escrow, data.amountCents);
      return {
        campaignId: data.campaignId,
        subject: data.donationId,
        entries: data.feeCover ? [...gift, ...feesCovered(from, data.feeCover)] : gift,
      };
    },
    learn: ({ data }, facts: Facts) => {
      const paid = factOf(facts, factKey.payment(data.paymentId), 'payment');
      const donor = accounts.donors(paid?.provider ?? SOURCE_OF_METHOD[data.paymentMethod]);
      const { campaignId, amountCents, feeCover } = data;
      const paidForGift = giftCharged(paid?.charged, feeCover);
      const charged = foreign(paidForGift) ? { charged: paidForGift } : {};
      return {
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
      const escrow = accounts.escrow(event.data.campaignId);
      const cents = event.data.amountCents;
      // Exactly the minor units paid go back for the whole gift, whatever today's rate; a part, its share.
      const entries = foreign(gift.charged)
        ? exchangedBack(
            escrow,
            cents,
            {
              currency: gift.charged.currency,
              amountMinor: chargedShare(gift.charged.amountMinor, cents, gift.amountCents),
            },
            gift.donor,
          )
        : move(escrow, gift.donor, cents);
      const cover = gift.feeCover
        ? feesReturned(coverShare(gift.feeCover, cents, gift.amountCents), gift.donor)
        : [];
      return {
        campaignId: event.data.campaignId,
        subject: event.data.donationId,
        entries: [...entries, ...cover],
      };
    },
  },
  PaymentRefunded: {
    needs: ({ data }) => [factKey.payment(data.paymentId)],
    post: (event, facts) => {
      const payment = requireFact(
        facts,
        factKey.payment(event.data.paymentId),
        'payment',
        event.id,
      );
      return {
        campaignId: payment.campaignId,
        subject: event.data.paymentId,
        currency: asCharged(payment).currency,
        entries: move(
          accounts.unallocatedPayments,
          accounts.donors(payment.provider),
          asCharged(payment).amount,
        ),
      };
    },
  },
};
