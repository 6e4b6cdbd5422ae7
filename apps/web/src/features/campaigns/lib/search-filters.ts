import { CAMPAIGN_CATEGORIES, COUNTRIES, GOAL_MAX, GOAL_MIN, GOAL_STEP } from '@harambee/rules';
import { DAYS_LEFT_MAX } from '../../../config/constants';
import type { SearchParams } from '../types';

export type SearchFilters = Omit<SearchParams, 'page'>;

type SliderRange = { min: number; max: number; step: number };

/**
 * The filter sliders' bounds. Every value a slider can take must survive the address (parseSearch), else the slider
 * jumps back: 'To' starts at the smallest goal, 100, since a maximum below it matches nothing.
 */
export const filterSliders = {
  minAmount: { min: 0, max: GOAL_MAX, step: GOAL_STEP },
  maxAmount: { min: GOAL_MIN, max: GOAL_MAX, step: GOAL_STEP },
  minDaysLeft: { min: 0, max: DAYS_LEFT_MAX, step: 1 },
  maxDaysLeft: { min: 0, max: DAYS_LEFT_MAX, step: 1 },
} as const satisfies Record<string, SliderRange>;

function intIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function oneOf(raw: string | null, allowed: readonly string[]): string | undefined {
  return raw && allowed.includes(raw) ? raw : undefined;
}

/** How many filters narrow the search, besides its text: category, country, goal range, days-left range. */
export function activeFilterCount(filters: SearchFilters): number {
  const goalNarrowed = (filters.minAmount ?? 0) > 0 || (filters.maxAmount ?? GOAL_MAX) < GOAL_MAX;
  const daysNarrowed =
    (filters.minDaysLeft ?? 0) > 0 || (filters.maxDaysLeft ?? DAYS_LEFT_MAX) < DAYS_LEFT_MAX;
  return [filters.category, filters.country, goalNarrowed, daysNarrowed].filter(Boolean).length;
}

/** Reads the search page's state from the address, ignoring anything out of range. */
export function parseSearch(query: URLSearchParams): SearchParams {
  const searchTerm = query.get('searchTerm');
  return {
    page: intIn(query.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    searchTerm: searchTerm?.trim() ? searchTerm : undefined,
    category: oneOf(query.get('category'), CAMPAIGN_CATEGORIES),
    country: oneOf(query.get('country'), COUNTRIES),
    minAmount: intIn(query.get('minAmount'), 0, GOAL_MAX),
    maxAmount: intIn(query.get('maxAmount'), GOAL_MIN, GOAL_MAX),
    minDaysLeft: intIn(query.get('minDaysLeft'), 0, DAYS_LEFT_MAX),
    maxDaysLeft: intIn(query.get('maxDaysLeft'), 0, DAYS_LEFT_MAX),
  };
}

/** Writes the state back, leaving out defaults (page 1, full ranges) so addresses stay short. */
export function toSearchQuery(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const set = (key: string, value: string | number | undefined, unless?: number) => {
    if (value !== undefined && value !== '' && value !== unless) query.set(key, String(value));
  };
  set('searchTerm', params.searchTerm);
  set('category', params.category);
  set('country', params.country);
  set('minAmount', params.minAmount, 0);
  set('maxAmount', params.maxAmount, GOAL_MAX);
  set('minDaysLeft', params.minDaysLeft, 0);
  set('maxDaysLeft', params.maxDaysLeft, DAYS_LEFT_MAX);
  set('page', params.page, 1);
  return query;
}

export const filtersOf = ({ page: _page, ...filters }: SearchParams): SearchFilters => filters;

export type PageItem = number | 'gap-before' | 'gap-after';

/** Page buttons: first, last, and the current page plus or minus one, with gaps marked. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set(
    [1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1)
      items.push(page < current ? 'gap-before' : 'gap-after');
    items.push(page);
  });
  return items;
}
