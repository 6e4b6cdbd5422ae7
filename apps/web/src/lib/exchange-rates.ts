import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { ExchangeRates } from './money';

export { approximately, type ExchangeRates } from './money';

export const getExchangeRates = (signal?: AbortSignal) =>
  api.get<ExchangeRates>('/v1/exchange-rates', { signal });

export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['exchange-rates'],
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: 5 * 60_000,
  });

/** Asked only when needed (`enabled`): a visitor counting in dollars asks for no rates. */
export const useExchangeRates = (enabled = true) =>
  useQuery({ ...exchangeRatesQueryOptions(), enabled });
