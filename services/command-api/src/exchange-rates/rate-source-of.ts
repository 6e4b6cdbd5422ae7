import type { Config } from '@harambee/platform';
import { demoRateSource } from './demo-rates';
import { httpRateSource } from './http-rate-source';
import type { RateSource } from './rate-table';

/** The configured source (`FX_RATES_URL`), else the shipped demo rates. */
export const rateSourceOf = (config: Pick<Config, 'exchangeRates'>): RateSource =>
  config.exchangeRates.url ? httpRateSource(config.exchangeRates.url) : demoRateSource;
