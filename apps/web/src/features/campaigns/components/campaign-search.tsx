import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/hooks/use-hydrated';
import { useIsMobile } from '@/hooks/use-media-query';
import { InTurn } from '@/islands/in-turn';
import { useT } from '@/lib/i18n/use-t';
import { filtersOf, parseSearch, toSearchQuery, type SearchFilters } from '../lib/search-filters';
import { SearchFiltersForm } from './search-filters-form';
import { PagedResults, ShowMoreResults } from './search-results';
import styles from './search.module.css';

/**
 * The search's filters and results, both read from and written to the address; on a search page the results, each of
 * their cards and each filter field are hydrated in tasks of their own after the search field.
 */
export function CampaignSearch() {
  const t = useT();
  const [query, setQuery] = useSearchParams();
  const params = parseSearch(query);
  // The server's layout (numbered pages) is hydrated as it is; a phone's (Show More) follows in a task of its own.
  const hydrated = useHydrated();
  const isMobile = useIsMobile() && hydrated;
  const changeFilters = useCallback(
    (filters: SearchFilters) =>
      setQuery(toSearchQuery({ ...filters, page: 1 }), { replace: true, preventScrollReset: true }),
    [setQuery],
  );
  const changePage = (page: number) =>
    setQuery(toSearchQuery({ ...params, page }), { preventScrollReset: true });
  const resultsKey = JSON.stringify(filtersOf(params));
  return (
    <div className={styles.layout}>
      <SearchFiltersForm filters={filtersOf(params)} onChange={changeFilters} />
      <InTurn>
        <section aria-label={t('search.results')}>
          {isMobile ? (
            <ShowMoreResults key={resultsKey} params={params} />
          ) : (
            <PagedResults params={params} onPage={changePage} />
          )}
        </section>
      </InTurn>
    </div>
  );
}
