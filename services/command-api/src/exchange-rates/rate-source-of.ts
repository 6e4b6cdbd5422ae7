import type { Config } from '@harambee/platform';
import { demoRateSource } from './demo-rates';
import { httpRateSource } from './http-rate-source';
import type { RateSource } from './rate-table';

/** The configured source (`FX_RATES_URL`), else the shipped demo rates. */
export const rateSourceOf = (config: Pick<Config, 'exchangeRates'>): RateSource =>
  config.exchangeRates.url ? httpRateSource(config.exchangeRates.url) : demoRateSource;

const shared = new Map<string, RateSource>();

/**
 * The process's one source per configured URL, so the public rates and every checkout share one fetch in flight,
 * one cached table and one back-off, however many requests ask at once.
 */
export const sharedRateSource = (config: Pick<Config, 'exchangeRates'>): RateSource => {
  const { url } = config.exchangeRates;
  if (!url) return demoRateSource;
  const source = shared.get(url) ?? httpRateSource(url);
  shared.set(url, source);
  return source;
};
