import { factKey, factOf, type Facts } from './facts';
import { giftCharged } from './fee-cover';
import { planWorth, transferKey } from './fx-gain-loss';
import { type GiftRate, type GiftRates, withGift } from './payout-worth';
import type { LedgerRules, StoredEventOf } from './rules';

/** The rates a campaign's gifts were given at, as far as the ledger has learned them. */
export const giftRatesOf = (facts: Facts, campaignId: string): GiftRates =>
  new Map(Object.entries(factOf(facts, factKey.rates(campaignId), 'rates')?.byCurrency ?? {}));

/** A gift adds what it counts and what its donor was charged for it (the fees they covered left out) to its campaign's rates. */
export const giftRateLearned = ({ data }: StoredEventOf<'DonationRecorded'>, facts: Facts) => {
  const charged = giftCharged(data.charged, data.feeCover);
  if (!charged) return {};
  const rates = withGift(
    new Map(giftRatesOf(facts, data.campaignId)),
    charged.currency,
    data.amountCents,
    charged.amountMinor,
  );
  const byCurrency: Record<string, GiftRate> = Object.fromEntries(rates);
  return { [factKey.rates(data.campaignId)]: { kind: 'rates' as const, byCurrency } };
};

/**
 * What the ledger needs to value a payout at the rates it was quoted at: the rates quoted for its approval, and what
 * each transfer the approval priced is worth at them (see `fx-gain-loss.ts`). Nothing is posted.
 */
export const fxRules: LedgerRules = {
  ExchangeRateQuoted: {
    needs: ({ data }) => (data.withdrawalId ? [factKey.withdrawal(data.withdrawalId)] : []),
    learn: ({ data }, facts) => {
      if (!data.withdrawalId || data.from !== 'USD') return {};
      const key = factKey.withdrawal(data.withdrawalId);
      const withdrawal = factOf(facts, key, 'withdrawal');
      if (!withdrawal) return {};
      return { [key]: { ...withdrawal, quoted: { ...withdrawal.quoted, [data.to]: data.value } } };
    },
  },
  WithdrawalApproved: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId)],
    learn: ({ data }, facts) => {
      const key = factKey.withdrawal(data.withdrawalId);
      const withdrawal = factOf(facts, key, 'withdrawal');
      const worth = data.payout && withdrawal && planWorth(data.payout, withdrawal.quoted ?? {});
      if (!worth) return {};
      const priced = { ...withdrawal.priced, [transferKey(data.payout!)]: worth };
      return { [key]: { ...withdrawal, priced } };
    },
  },
};
