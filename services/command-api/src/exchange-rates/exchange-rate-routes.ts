import { type Config, handle, success } from '@harambee/platform';
import { Router } from 'express';
import { sharedRateSource } from './rate-source-of';

/**
 * `GET /api/v1/exchange-rates`: the rates a checkout would be priced at now, from one US dollar, with their source
 * and time, so a donor sees the amount in their currency before paying. Empty when the source cannot be reached
 * and has never answered; the source is asked by one fetch at a time, and left alone for a while after a failure.
 */
export const exchangeRateRoutes = (config: Pick<Config, 'exchangeRates'>) => {
  const source = sharedRateSource(config);
  return Router().get(
    '/v1/exchange-rates',
    handle(async (_req, res) => {
      const table = await source.latest().catch(() => undefined);
      success(res, {
        base: 'USD',
        rates: table?.rates ?? {},
        asOf: table?.asOf.toISOString() ?? null,
        source: table?.source ?? null,
      });
    }),
  );
};
