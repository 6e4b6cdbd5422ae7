import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A lost connection or a server fault may pass; the server's refusal (4xx) will not. */
export const mayPassOnRetry = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const retryUnlessClientError = (failureCount: number, error: unknown) =>
  failureCount < 2 && mayPassOnRetry(error);

export const queryConfig = {
  queries: {
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: retryUnlessClientError,
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });
