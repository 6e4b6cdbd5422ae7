import { useEffect, useState } from 'react';

/**
 * react-query as an islands page needs it: each answer asked for once per page, shared by the islands that read it;
 * no cache beyond the page, no refetching.
 */
type Options<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  enabled?: boolean;
};

const answers = new Map<string, Promise<unknown>>();

export const queryOptions = <T>(options: Options<T>) => options;

export function useQuery<T>({ queryKey, queryFn, enabled = true }: Options<T>) {
  const [state, setState] = useState<{ data?: T; error?: unknown }>({});
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled) return;
    let answer = answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = queryFn({ signal: new AbortController().signal });
      answers.set(key, answer);
    }
    let current = true;
    answer.then(
      (data) => current && setState({ data }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one answer per key
  }, [key, enabled]);
  return {
    data: state.data,
    isSuccess: state.data !== undefined,
    isError: state.error !== undefined,
    isPending: state.data === undefined && state.error === undefined,
  };
}
