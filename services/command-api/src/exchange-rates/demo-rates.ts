import type { RateSource } from './rate-table';
import { ourRates } from './rate-table';

/** One US dollar buys `value` of each, as the demo rates publish it. */
export const DEMO_PUBLISHED_RATES = {
  KES: '129.20',
  GHS: '15.40',
  ZAR: '18.05',
  NGN: '1530.00',
  GMD: '71.50',
  XOF: '603.25',
  XAF: '603.25',
  TZS: '2610.00',
  UGX: '3690.00',
  RWF: '1405.00',
} as const;

/** Shipped for the embedded default only, so a newcomer can try other currencies: never used in production. */
export const DEMO_RATES = {
  source: 'demo rates',
  asOf: new Date('2026-11-01T00:00:00Z'),
  rates: ourRates(DEMO_PUBLISHED_RATES),
};

export const demoRateSource: RateSource = { latest: async () => DEMO_RATES };
