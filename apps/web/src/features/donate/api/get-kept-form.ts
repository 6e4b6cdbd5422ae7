import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/**
 * What a donor typed before a plain form post was refused, kept by the server for a few minutes under the reference
 * its error page links back with; none once it has expired.
 */
export const getKeptForm = async (reference: string, signal?: AbortSignal) => {
  try {
    const { fields } = await api.get<{ fields: Record<string, string> }>(
      `/v1/payments/checkout/form/kept/${encodeURIComponent(reference)}`,
      { signal },
    );
    return fields;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return {};
    throw error;
  }
};

export const keptFormQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['kept-donation-form', reference],
    queryFn: ({ signal }) => getKeptForm(reference, signal),
    staleTime: Infinity,
  });

/** The kept form named by the address's `kept` reference: none when it names none, undefined while it loads. */
export const useKeptForm = (reference: string | null) => {
  const kept = useQuery({ ...keptFormQueryOptions(reference ?? ''), enabled: !!reference });
  if (!reference) return {};
  return kept.isPending ? undefined : (kept.data ?? {});
};
