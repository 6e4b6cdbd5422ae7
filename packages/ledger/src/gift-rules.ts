import { accounts, type DonorSource } from './accounts';
import { factKey, factOf, type Facts, requireFact } from './facts';
import { move } from './posting';
import type { LedgerRules, StoredEventOf } from './rules';

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
      entries: move(accounts.donors(data.provider), accounts.unallocatedPayments, data.amountCents),
    }),
    learn: ({ data }) => ({
      [factKey.payment(data.paymentId)]: {
        kind: 'payment',
        provider: data.provider,
        campaignId: data.campaignId,
        amountCents: data.amountCents,
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
      return {
        campaignId: data.campaignId,
        subject: data.donationId,
        entries: move(from, accounts.escrow(data.campaignId), data.amountCents),
      };
    },
    learn: ({ data }, facts: Facts) => {
      const paid = factOf(facts, factKey.payment(data.paymentId), 'payment');
      const donor = accounts.donors(paid?.provider ?? SOURCE_OF_METHOD[data.paymentMethod]);
      const { campaignId, amountCents } = data;
      return { [factKey.gift(data.donationId)]: { kind: 'gift', donor, campaignId, amountCents } };
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
        entries: move(accounts.escrow(event.data.campaignId), gift.donor, event.data.amountCents),
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
        entries: move(
          accounts.unallocatedPayments,
          accounts.donors(payment.provider),
          payment.amountCents,
        ),
      };
    },
  },
};
