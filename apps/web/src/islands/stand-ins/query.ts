import { useEffect, useState } from 'react';

/**
 * react-query as an islands page needs it: one cache for the page, shared by its islands, seeded with what the server
 * rendered them with (`seedQueries`), each other answer asked for once; an island's `setQueryData` and
 * `invalidateQueries` reach every island reading that key. No refetching on focus, no retries.
 */
export type QueryKey = readonly unknown[];
type Ask<T> = (context: { signal: AbortSignal }) => Promise<T>;
type Options<T> = {
  queryKey: QueryKey;
  queryFn: Ask<T>;
  enabled?: boolean;
  /** What shows while a new key is asked for: `keepPreviousData`, the last key's answer. */
  placeholderData?: (previous: T | undefined) => T | undefined;
  /** How long until the answer shown is asked for again (none when false). */
  refetchInterval?: (query: { state: { data: T | undefined } }) => number | false;
};
type Pages<T> = { pages: T[]; pageParams: unknown[] };
type InfiniteOptions<T> = {
  queryKey: QueryKey;
  queryFn: (context: { pageParam: never; signal: AbortSignal }) => Promise<T>;
  initialPageParam: unknown;
  getNextPageParam: (last: T, pages: T[]) => unknown;
};

type Entry = {
  key: QueryKey;
  data?: unknown;
  error?: unknown;
  asking?: Promise<unknown>;
  /** How the islands reading it ask for it again (an invalidation). */
  ask?: () => Promise<unknown>;
  /** Invalidated while no island read it: asked for again once one does. */
  stale?: boolean;
  readers: Set<() => void>;
};

const entries = new Map<string, Entry>();

const entryOf = (key: QueryKey) => {
  const id = JSON.stringify(key);
  let entry = entries.get(id);
  if (!entry) {
    entry = { key, readers: new Set() };
    entries.set(id, entry);
  }
  return entry;
};

const tell = (entry: Entry) => entry.readers.forEach((reader) => reader());

const settle = (entry: Entry, answer: Promise<unknown>) => {
  entry.asking = answer;
  tell(entry);
  answer.then(
    (data) => {
      if (entry.asking !== answer) return;
      Object.assign(entry, { data, error: undefined, asking: undefined });
      tell(entry);
    },
    (error: unknown) => {
      if (entry.asking !== answer) return;
      Object.assign(entry, { error, asking: undefined });
      tell(entry);
    },
  );
  return answer;
};

const staleListeners = new Set<(key: QueryKey) => void>();

/** Calls `listener` with each answer invalidated while no island reads it (an island asleep holds it). */
export const onUnreadInvalidated = (listener: (key: QueryKey) => void) =>
  void staleListeners.add(listener);

/** The answers the server rendered the islands with, so their first render is the server's. */
export const seedQueries = (queries: readonly (readonly [QueryKey, unknown])[]) => {
  for (const [key, data] of queries) {
    const entry = entryOf(key);
    entry.data ??= data;
  }
};

const signal = () => new AbortController().signal;

/** Reads the entry, re-rendering when it changes; asks for it once when no island has. */
function useEntry(key: QueryKey, ask: () => Promise<unknown>, enabled: boolean) {
  const [, changed] = useState(0);
  const id = JSON.stringify(key);
  useEffect(() => {
    const entry = entryOf(key);
    const reader = () => changed((version) => version + 1);
    entry.readers.add(reader);
    entry.ask = ask;
    const unanswered = entry.data === undefined || entry.stale;
    if (enabled && unanswered && !entry.asking && entry.error === undefined) {
      entry.stale = false;
      void settle(entry, ask());
    }
    return () => void entry.readers.delete(reader);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one entry per key
  }, [id, enabled]);
  return entryOf(key);
}

export const queryOptions = <T>(options: Options<T> & Record<string, unknown>) => options;
export const infiniteQueryOptions = <T>(options: InfiniteOptions<T> & Record<string, unknown>) =>
  options;

export const keepPreviousData = <T>(previous: T | undefined) => previous;

export function useQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  placeholderData,
  refetchInterval,
}: Options<T>) {
  const entry = useEntry(queryKey, () => queryFn({ signal: signal() }), enabled);
  const answer = entry.data as T | undefined;
  const again = refetchInterval?.({ state: { data: answer } }) ?? false;
  useEffect(() => {
    if (again === false || !enabled) return;
    const timer = setTimeout(() => void settle(entry, queryFn({ signal: signal() })), again);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again after each answer
  }, [answer, again, enabled]);
  const [previous, setPrevious] = useState(answer);
  if (answer !== undefined && answer !== previous) setPrevious(answer);
  const placeholder = answer === undefined ? placeholderData?.(previous) : undefined;
  const data = answer ?? placeholder;
  return {
    data,
    isPlaceholderData: placeholder !== undefined,
    isSuccess: data !== undefined,
    isError: entry.error !== undefined,
    error: entry.error,
    isPending: data === undefined && entry.error === undefined,
    isFetched: data !== undefined || entry.error !== undefined,
    refetch: () => settle(entry, queryFn({ signal: signal() })),
  };
}

export function useInfiniteQuery<T>({
  queryKey,
  queryFn,
  initialPageParam,
  getNextPageParam,
}: InfiniteOptions<T>) {
  const page = (pageParam: unknown) => queryFn({ pageParam: pageParam as never, signal: signal() });
  // Asked again, the pages already shown are asked again.
  const askAll = async () => {
    const shown = entryOf(queryKey).data as Pages<T> | undefined;
    const pageParams = shown?.pageParams ?? [initialPageParam];
    return { pages: await Promise.all(pageParams.map(page)), pageParams };
  };
  const entry = useEntry(queryKey, askAll, true);
  const [fetchingNext, setFetchingNext] = useState(false);
  const data = entry.data as Pages<T> | undefined;
  const last = data?.pages.at(-1);
  const next = last === undefined ? undefined : getNextPageParam(last, data!.pages);
  return {
    data,
    isPending: data === undefined && entry.error === undefined,
    hasNextPage: next !== undefined && next !== null,
    isFetchingNextPage: fetchingNext,
    fetchNextPage: async () => {
      setFetchingNext(true);
      try {
        const more = await page(next);
        const shown = entry.data as Pages<T>;
        entry.data = { pages: [...shown.pages, more], pageParams: [...shown.pageParams, next] };
        tell(entry);
      } finally {
        setFetchingNext(false);
      }
    },
  };
}

type Settled<T> = { onSuccess?: (data: T) => void; onError?: (error: unknown) => void };

/** A change sent to the API, as react-query's: idle, pending, then its answer or error. */
export function useMutation<T, V>({ mutationFn }: { mutationFn: (variables: V) => Promise<T> }) {
  const [state, setState] = useState<{ pending: boolean; data?: T; error?: unknown }>({
    pending: false,
  });
  const mutate = (variables: V, settled: Settled<T> = {}) => {
    setState({ pending: true });
    mutationFn(variables).then(
      (data) => {
        setState({ pending: false, data });
        settled.onSuccess?.(data);
      },
      (error: unknown) => {
        setState({ pending: false, error });
        settled.onError?.(error);
      },
    );
  };
  return {
    mutate,
    data: state.data,
    error: state.error,
    isPending: state.pending,
    isError: state.error !== undefined,
    isSuccess: state.data !== undefined,
  };
}

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));

const client = {
  getQueryData: <T>(key: QueryKey) => entries.get(JSON.stringify(key))?.data as T | undefined,
  setQueryData: <T>(key: QueryKey, update: T | ((shown: T | undefined) => T | undefined)) => {
    const entry = entryOf(key);
    entry.data =
      typeof update === 'function'
        ? (update as (shown: T | undefined) => T | undefined)(entry.data as T | undefined)
        : update;
    tell(entry);
  },
  invalidateQueries: async ({ queryKey }: { queryKey: QueryKey }) => {
    const matching = [...entries.values()].filter((entry) => startsWith(entry.key, queryKey));
    const read = matching.filter((entry) => entry.ask && entry.readers.size > 0);
    for (const entry of matching.filter((entry) => !read.includes(entry))) {
      entry.stale = true;
      staleListeners.forEach((listener) => listener(entry.key));
    }
    await Promise.all(read.map((entry) => settle(entry, entry.ask!())));
  },
};

export const useQueryClient = () => client;
