export { type RateSource, type RateTable, type Quote, quoteFrom } from './rate-table';
export { httpRateSource } from './http-rate-source';
export { demoRateSource, DEMO_RATES } from './demo-rates';
export { rateSourceOf, sharedRateSource } from './rate-source-of';
export { exchangeRateRoutes } from './exchange-rate-routes';
