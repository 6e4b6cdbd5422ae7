import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import {
  useSearchCampaignPages,
  useSearchCampaigns,
  type SearchParams,
} from '../api/search-campaigns';
import type { Campaign } from '../types';
import { filtersOf } from '../lib/search-filters';
import { CampaignCard, cardGridClass, showMoreClass } from './campaign-card';
import { Pagination } from './pagination';
import styles from './search.module.css';

export const NO_RESULTS = 'No campaigns found matching your search criteria.';
export const MOBILE_STEP = 3;
const FAILED = 'Failed to fetch campaigns. Please try again.';

function Cards({ campaigns, stale = false }: { campaigns: readonly Campaign[]; stale?: boolean }) {
  return (
    <ul className={`${cardGridClass} ${stale ? styles.stale : ''}`} aria-busy={stale}>
      {campaigns.map((campaign, index) => (
        <li key={campaign._id}>
          <CampaignCard campaign={campaign} eagerImage={index === 0} />
        </li>
      ))}
    </ul>
  );
}

function Summary({ total }: { total: number }) {
  return (
    <p className={styles.summary} role="status">
      {total} {total === 1 ? 'campaign' : 'campaigns'} found
    </p>
  );
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
  if (query.isPending) return <Loading page label="Searching campaigns…" />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, FAILED)}
        onRetry={() => void query.refetch()}
      />
    );
  const { campaigns, pagination } = query.data;
  if (campaigns.length === 0) return <EmptyState>{NO_RESULTS}</EmptyState>;
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

  if (query.isPending) return <Loading page label="Searching campaigns…" />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, FAILED)}
        onRetry={() => void query.refetch()}
      />
    );
  if (loaded.length === 0) return <EmptyState>{NO_RESULTS}</EmptyState>;
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
            {isFetchingNextPage ? 'Loading…' : 'Show More'}
          </Button>
        </div>
      )}
    </div>
  );
}
