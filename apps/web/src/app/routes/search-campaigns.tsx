import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import {
  searchPagesQueryOptions,
  searchQueryOptions,
} from '@/features/campaigns/api/search-campaigns';
import { CampaignSearch } from '@/features/campaigns/components/campaign-search';
import styles from '@/features/campaigns/components/search.module.css';
import { filtersOf, parseSearch } from '@/features/campaigns/lib/search-filters';
import { Island } from '@/islands/island';
import type { PageData } from '../page-data';

/** Both layouts' results: the server cannot tell a desktop (numbered pages) from a phone (Show More). */
const resultQueries = (query: URLSearchParams) => {
  const params = parseSearch(query);
  return [searchQueryOptions(params), searchPagesQueryOptions(filtersOf(params))] as const;
};

export const pageData: PageData = {
  prefetch: ({ queryClient, url }) => {
    const [page, pages] = resultQueries(url.searchParams);
    return Promise.all([queryClient.prefetchQuery(page), queryClient.prefetchInfiniteQuery(pages)]);
  },
  islands: true,
};

export function SearchCampaignsRoute() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [query] = useSearchParams();
  const results = resultQueries(query).map(({ queryKey }) => queryKey);
  return (
    <div className={`container ${styles.page}`}>
      <Head title={text('search.title')} description={text('search.description')} />
      <h1 className={styles.title}>{text('search.title')}</h1>
      <Island name="campaign-search" props={{}} queries={results}>
        <CampaignSearch />
      </Island>
    </div>
  );
}
