import type { Config } from '@harambee/platform';
import type { CurrencyCode } from '@harambee/rules';
import { type Quote, quoteFrom, rateSourceOf, type RateTable } from '../exchange-rates';
import type { CampaignGift } from '../money-out/campaign-gifts';
import { currenciesToQuote } from './withdrawal';
import type { WithdrawalState } from './withdrawal-state';

/**
 * The rates the configured source quotes now for every currency a payout of the withdrawal could convert; the source
 * is not asked when there is none. A rate it cannot give is a refused quote, for the approval to refuse if it needs it.
 */
export const payoutQuotes = async (
  config: Pick<Config, 'exchangeRates'>,
  state: WithdrawalState,
  gifts: CampaignGift[],
  now: Date,
): Promise<Partial<Record<CurrencyCode, Quote>>> => {
  if (state.status === 'none') return {};
  const currencies = currenciesToQuote(state.request, gifts);
  if (currencies.length === 0) return {};
  const unreachable: RateTable = { source: 'none', asOf: now, rates: {} };
  const table = await rateSourceOf(config)
    .latest()
    .catch(() => unreachable);
  return Object.fromEntries(
    currencies.map((currency) => [
      currency,
      quoteFrom(table, currency, now, config.exchangeRates.maxAgeMs),
    ]),
  );
};
