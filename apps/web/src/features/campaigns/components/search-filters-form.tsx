import { useEffect, useState } from 'react';
import { controlClass, Field } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useHydrated } from '@/hooks/use-hydrated';
import { useIsMobile } from '@/hooks/use-media-query';
import { useT } from '@/lib/i18n/use-t';
import { activeFilterCount, type SearchFilters } from '../lib/search-filters';
import { SearchFilterFields } from './search-filter-fields';
import styles from './search.module.css';

export const FILTER_COMMIT_DELAY_MS = 400;

type Props = { filters: SearchFilters; onChange: (filters: SearchFilters) => void };

/** Edits a draft that is written to the address after a short pause, so sliders do not flood the API. */
function useDraft(filters: SearchFilters, onChange: Props['onChange']) {
  const [draft, setDraft] = useState(filters);
  const filtersKey = JSON.stringify(filters);
  const [syncedKey, setSyncedKey] = useState(filtersKey);
  if (syncedKey !== filtersKey) {
    setSyncedKey(filtersKey);
    setDraft(filters);
  }
  useEffect(() => {
    if (JSON.stringify(draft) === filtersKey) return;
    const timer = window.setTimeout(() => onChange(draft), FILTER_COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, filtersKey, onChange]);
  const update = (patch: Partial<SearchFilters>) =>
    setDraft((current) => ({ ...current, ...patch }));
  return [draft, update] as const;
}

/**
 * Search text, then the filters; on a phone the filters fold behind a 'Filters' button so results show at once.
 * Without script the form asks the server for the search's page (GET, the fields named as in the address).
 */
export function SearchFiltersForm({ filters, onChange }: Props) {
  const [draft, update] = useDraft(filters, onChange);
  const isMobile = useIsMobile();
  // Until the page is the browser's (server render, hydration), the width is unknown: CSS folds the filters on a phone.
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const active = activeFilterCount(draft);
  const t = useT();
  return (
    <form
      method="get"
      role="search"
      aria-label={t('search.filterLabel')}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(draft);
      }}
    >
      <Field id="search-term" label={t('search.term')}>
        <input
          id="search-term"
          name="searchTerm"
          type="search"
          className={controlClass}
          placeholder={t('search.placeholder')}
          value={draft.searchTerm ?? ''}
          onChange={(event) => update({ searchTerm: event.target.value || undefined })}
        />
      </Field>
      {(isMobile || !hydrated) && (
        <button
          type="button"
          className={`${styles.filtersToggle} ${hydrated ? '' : styles.phoneOnly}`}
          aria-expanded={expanded}
          aria-controls="search-filter-fields"
          onClick={() => setExpanded(!expanded)}
        >
          {t('search.filters')}
          {active > 0 && (
            <span className={styles.activeCount}>
              {active}
              <span className="visually-hidden"> {t('search.active', { count: active })}</span>
            </span>
          )}
          <ChevronDownIcon />
        </button>
      )}
      <div
        id="search-filter-fields"
        className={`${styles.filterFields} ${hydrated ? '' : styles.foldedOnPhone}`}
        hidden={isMobile && !expanded}
      >
        <SearchFilterFields draft={draft} onUpdate={update} onClear={() => onChange({})} />
      </div>
    </form>
  );
}
