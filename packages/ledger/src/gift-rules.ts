import { chargedShare } from '@harambee/rules';
import { accounts, type DonorSource } from './accounts';
import { type Charged, factKey, factOf, type Facts, requireFact } from './facts';
import { foreign, toCharge, toCredit } from './exchange';
import { move } from './posting';
import type { LedgerRules, StoredEventOf } from './rules';

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
      return {
        campaignId: data.campaignId,
        subject: data.donationId,
        entries: toCredit(from, paid?.charged, data.amountCents, escrow),
      };
    },
    learn: ({ data }, facts: Facts) => {
      const paid = factOf(facts, factKey.payment(data.paymentId), 'payment');
      const donor = accounts.donors(paid?.provider ?? SOURCE_OF_METHOD[data.paymentMethod]);
      const { campaignId, amountCents } = data;
      const charged = foreign(paid?.charged) ? { charged: paid.charged } : {};
      return {
        [factKey.gift(data.donationId)]: {
          kind: 'gift',
          donor,
          campaignId,
          amountCents,
          ...charged,
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
      // Exactly the minor units the provider was asked to return; an older refund, its share of the charge.
      const charged = foreign(gift.charged)
        ? (event.data.charged ?? {
            currency: gift.charged.currency,
            amountMinor: chargedShare(gift.charged.amountMinor, cents, gift.amountCents),
          })
        : undefined;
      const entries = toCharge(escrow, cents, charged, gift.donor);
      return { campaignId: event.data.campaignId, subject: event.data.donationId, entries };
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
