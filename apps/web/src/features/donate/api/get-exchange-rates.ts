import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyCode } from '@harambee/rules';
import { api } from '@/lib/api-client';

/** The rates a checkout is priced at now, from one US dollar, as published (decimal text), with source and time. */
export type ExchangeRates = {
  base: 'USD';
  rates: Partial<Record<CurrencyCode, string>>;
  asOf: string | null;
  source: string | null;
};

export const getExchangeRates = (signal?: AbortSignal) =>
  api.get<ExchangeRates>('/v1/exchange-rates', { signal });

export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['exchange-rates'],
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: 5 * 60_000,
  });

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions());
