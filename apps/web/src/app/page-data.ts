import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** A page the server is about to render: its address, the matched route's parameters and the page's query cache. */
export type PageRequest = { queryClient: QueryClient; params: Params; url: URL };

/**
 * A route's `handle`: the queries its screen reads, fetched into the cache before the server renders it (with the
 * screen's own query options, so the browser finds them under the keys it asks for).
 */
export type PageData = {
  prefetch?: (page: PageRequest) => Promise<unknown>;
  /** Served as a document whose islands alone the browser makes live (src/islands), not hydrated as the app. */
  islands?: true;
};

export const pageDataOf = (handle: unknown) => (handle as Partial<PageData> | undefined)?.prefetch;

export const isIslandsPage = (handle: unknown) =>
  (handle as Partial<PageData> | undefined)?.islands === true;
