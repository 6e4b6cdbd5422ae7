import { useIntl } from 'react-intl';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import {
  searchPagesQueryOptions,
  searchQueryOptions,
} from '@/features/campaigns/api/search-campaigns';
import { SearchFiltersForm } from '@/features/campaigns/components/search-filters-form';
import { PagedResults, ShowMoreResults } from '@/features/campaigns/components/search-results';
import styles from '@/features/campaigns/components/search.module.css';
import {
  filtersOf,
  parseSearch,
  toSearchQuery,
  type SearchFilters,
} from '@/features/campaigns/lib/search-filters';
import { useIsMobile } from '@/hooks/use-media-query';
import type { PageData } from '../page-data';

/** Both layouts' results: the server cannot tell a desktop (numbered pages) from a phone (Show More). */
export const pageData: PageData = {
  prefetch: ({ queryClient, url }) => {
    const params = parseSearch(url.searchParams);
    return Promise.all([
      queryClient.prefetchQuery(searchQueryOptions(params)),
      queryClient.prefetchInfiniteQuery(searchPagesQueryOptions(filtersOf(params))),
    ]);
  },
};

export function SearchCampaignsRoute() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [query, setQuery] = useSearchParams();
  const params = parseSearch(query);
  const isMobile = useIsMobile();
  const changeFilters = useCallback(
    (filters: SearchFilters) =>
      setQuery(toSearchQuery({ ...filters, page: 1 }), { replace: true, preventScrollReset: true }),
    [setQuery],
  );
  const changePage = (page: number) =>
    setQuery(toSearchQuery({ ...params, page }), { preventScrollReset: true });
  const resultsKey = JSON.stringify(filtersOf(params));
  return (
    <div className={`container ${styles.page}`}>
      <Head title={text('search.title')} description={text('search.description')} />
      <h1 className={styles.title}>{text('search.title')}</h1>
      <div className={styles.layout}>
        <SearchFiltersForm filters={filtersOf(params)} onChange={changeFilters} />
        <section aria-label={text('search.results')}>
          {isMobile ? (
            <ShowMoreResults key={resultsKey} params={params} />
          ) : (
            <PagedResults params={params} onPage={changePage} />
          )}
        </section>
      </div>
    </div>
  );
}
