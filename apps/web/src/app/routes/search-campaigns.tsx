import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { SearchFiltersForm } from '@/features/campaigns/components/search-filters-form';
import { PagedResults, ShowMoreResults } from '@/features/campaigns/components/search-results';
import styles from '@/features/campaigns/components/search.module.css';
import { filtersOf, parseSearch, toSearchQuery, type SearchFilters } from '@/features/campaigns/lib/search-filters';
import { useIsMobile } from '@/hooks/use-media-query';

export function SearchCampaignsRoute() {
  const [query, setQuery] = useSearchParams();
  const params = parseSearch(query);
  const isMobile = useIsMobile();
  const changeFilters = useCallback(
    (filters: SearchFilters) => setQuery(toSearchQuery({ ...filters, page: 1 }), { replace: true, preventScrollReset: true }),
    [setQuery],
  );
  const changePage = (page: number) => setQuery(toSearchQuery({ ...params, page }), { preventScrollReset: true });
  const resultsKey = JSON.stringify(filtersOf(params));
  return (
    <div className={`container ${styles.page}`}>
      <Head title="Find Campaigns" description="Search fundraising campaigns by African entrepreneurs by category, country, goal and days left." />
      <h1 className={styles.title}>Find Campaigns</h1>
      <div className={styles.layout}>
        <SearchFiltersForm filters={filtersOf(params)} onChange={changeFilters} />
        <section aria-label="Search results">
          {isMobile ? <ShowMoreResults key={resultsKey} params={params} /> : <PagedResults params={params} onPage={changePage} />}
        </section>
      </div>
    </div>
  );
}
