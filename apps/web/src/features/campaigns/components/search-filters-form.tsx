import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import { categories, countries, DAYS_LEFT_MAX, GOAL_MAX, GOAL_STEP } from '@/config/constants';
import { formatUsd } from '@/lib/format';
import type { SearchFilters } from '../utils/search-filters';
import styles from './search.module.css';

export const FILTER_COMMIT_DELAY_MS = 400;

type Props = { filters: SearchFilters; onChange: (filters: SearchFilters) => void };

type RangeProps = { id: string; label: string; value: number; min: number; max: number; step: number; format: (n: number) => string; onChange: (n: number) => void };

function Range({ id, label, value, min, max, step, format, onChange }: RangeProps) {
  return (
    <div className={styles.range}>
      <label htmlFor={id}>
        {label}: <span className={styles.rangeValue}>{format(value)}</span>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

const dayText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Filters edit a draft that is written to the address after a short pause, so sliders do not flood the API. */
export function SearchFiltersForm({ filters, onChange }: Props) {
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

  const update = (patch: Partial<SearchFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const minAmount = draft.minAmount ?? 0;
  const maxAmount = draft.maxAmount ?? GOAL_MAX;
  const minDays = draft.minDaysLeft ?? 0;
  const maxDays = draft.maxDaysLeft ?? DAYS_LEFT_MAX;

  return (
    <form role="search" aria-label="Filter campaigns" className={styles.filters} onSubmit={(event) => { event.preventDefault(); onChange(draft); }}>
      <Field id="search-term" label="Search">
        <input
          id="search-term"
          type="search"
          className={controlClass}
          placeholder="Search by title or story"
          value={draft.searchTerm ?? ''}
          onChange={(event) => update({ searchTerm: event.target.value || undefined })}
        />
      </Field>
      <Field id="search-category" label="Category">
        <select id="search-category" className={controlClass} value={draft.category ?? ''} onChange={(event) => update({ category: event.target.value || undefined })}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="search-country" label="Country">
        <select id="search-country" className={controlClass} value={draft.country ?? ''} onChange={(event) => update({ country: event.target.value || undefined })}>
          <option value="">All countries</option>
          {countries.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend>Goal amount</legend>
        <Range id="goal-min" label="From" value={minAmount} min={0} max={GOAL_MAX} step={GOAL_STEP} format={(n) => formatUsd(n)} onChange={(n) => update({ minAmount: n, maxAmount: Math.max(n, maxAmount) })} />
        <Range id="goal-max" label="To" value={maxAmount} min={0} max={GOAL_MAX} step={GOAL_STEP} format={(n) => formatUsd(n)} onChange={(n) => update({ maxAmount: n, minAmount: Math.min(n, minAmount) })} />
      </fieldset>
      <fieldset>
        <legend>Days left</legend>
        <Range id="days-min" label="At least" value={minDays} min={0} max={DAYS_LEFT_MAX} step={1} format={dayText} onChange={(n) => update({ minDaysLeft: n, maxDaysLeft: Math.max(n, maxDays) })} />
        <Range id="days-max" label="At most" value={maxDays} min={0} max={DAYS_LEFT_MAX} step={1} format={dayText} onChange={(n) => update({ maxDaysLeft: n, minDaysLeft: Math.min(n, minDays) })} />
      </fieldset>
      <Button variant="secondary" block onClick={() => onChange({})}>
        Clear filters
      </Button>
    </form>
  );
}
