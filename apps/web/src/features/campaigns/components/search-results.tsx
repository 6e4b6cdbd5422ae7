import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { InTurn } from '@/islands/in-turn';
import { useT } from '@/lib/i18n/use-t';
import { useSearchCampaignPages, useSearchCampaigns } from '../api/search-campaigns';
import type { Campaign, SearchParams } from '../types';
import { filtersOf } from '../lib/search-filters';
import { CampaignCard, cardGridClass, showMoreClass } from './campaign-card';
import { Pagination } from './pagination';
import styles from './search.module.css';

export const MOBILE_STEP = 3;

/** The cards, each hydrated in a task of its own on a search page. */
function Cards({ campaigns, stale = false }: { campaigns: readonly Campaign[]; stale?: boolean }) {
  return (
    <ul className={`${cardGridClass} ${stale ? styles.stale : ''}`} aria-busy={stale}>
      {campaigns.map((campaign, index) => (
        <InTurn key={campaign._id}>
          <li>
            <CampaignCard campaign={campaign} eagerImage={index === 0} />
          </li>
        </InTurn>
      ))}
    </ul>
  );
}

/** The results' heading (the cards' titles are a level below), told as it changes. */
function Summary({ total }: { total: number }) {
  const t = useT();
  return (
    <h2 className={styles.summary}>
      <span role="status">{t('search.found', { total })}</span>
    </h2>
  );
}

/** Searching, failed (with a retry) or found nothing: what shows instead of results, if anything. */
function useNoResults() {
  const t = useT();
  return (
    query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown },
    count: number,
  ) => {
    if (query.isPending) return <Loading page label={t('search.searching')} />;
    if (query.isError)
      return (
        <ErrorState
          message={errorMessage(query.error, t('search.failed'))}
          onRetry={() => void query.refetch()}
        />
      );
    if (count === 0) return <EmptyState>{t('search.noResults')}</EmptyState>;
    return undefined;
  };
}

/** Desktop: numbered pages, the page number lives in the address. */
export function PagedResults({
  params,
  onPage,
}: {
  params: SearchParams;
  onPage: (page: number) => void;
}) {
  const query = useSearchCampaigns(params);
  const top = useRef<HTMLDivElement>(null);
  const noResults = useNoResults()(query, query.data?.campaigns.length ?? 0);
  if (noResults || !query.data) return noResults;
  const { campaigns, pagination } = query.data;
  const goTo = (page: number) => {
    onPage(page);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div ref={top}>
      <Summary total={pagination.totalCampaigns} />
      <Cards campaigns={campaigns} stale={query.isPlaceholderData} />
      <Pagination current={pagination.currentPage} total={pagination.totalPages} onChange={goTo} />
    </div>
  );
}

/** Mobile: 3 cards, then 'Show More' adds 3 at a time, fetching further pages as needed. */
export function ShowMoreResults({ params }: { params: SearchParams }) {
  const query = useSearchCampaignPages(filtersOf(params));
  const [shown, setShown] = useState(MOBILE_STEP);
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const loaded = query.data?.pages.flatMap((page) => page.campaigns) ?? [];
  const needMore = shown > loaded.length && hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);
  const t = useT();
  const noResults = useNoResults()(query, loaded.length);
  if (noResults || !query.data) return noResults;
  const total = query.data.pages[0]?.pagination.totalCampaigns ?? loaded.length;
  return (
    <div>
      <Summary total={total} />
      <Cards campaigns={loaded.slice(0, shown)} />
      {(shown < loaded.length || hasNextPage) && (
        <div className={showMoreClass}>
          <Button
            variant="secondary"
            disabled={isFetchingNextPage}
            onClick={() => setShown((count) => count + MOBILE_STEP)}
          >
            {isFetchingNextPage ? t('campaign.loading') : t('search.showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
