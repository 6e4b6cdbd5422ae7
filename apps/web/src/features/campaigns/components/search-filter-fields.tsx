import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import { COUNTRIES, GOAL_MAX } from '@harambee/rules';
import { DAYS_LEFT_MAX } from '@/config/constants';
import { CategoryOptions } from '@/components/ui/category-options';
import { formatUsd } from '@/lib/format';
import { filterSliders, type SearchFilters } from '../lib/search-filters';
import { RangeSlider } from './range-slider';

type Props = {
  draft: SearchFilters;
  onUpdate: (patch: Partial<SearchFilters>) => void;
  onClear: () => void;
};

const usd = (amount: number) => formatUsd(amount);
const dayText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Category, country, goal and days-left ranges (a 'From' above 'To' pushes 'To' along, and back), Clear. */
export function SearchFilterFields({ draft, onUpdate, onClear }: Props) {
  const minAmount = draft.minAmount ?? 0;
  const maxAmount = draft.maxAmount ?? GOAL_MAX;
  const minDays = draft.minDaysLeft ?? 0;
  const maxDays = draft.maxDaysLeft ?? DAYS_LEFT_MAX;
  return (
    <>
      <Field id="search-category" label="Category">
        <select
          id="search-category"
          className={controlClass}
          value={draft.category ?? ''}
          onChange={(event) => onUpdate({ category: event.target.value || undefined })}
        >
          <CategoryOptions none="All categories" />
        </select>
      </Field>
      <Field id="search-country" label="Country">
        <select
          id="search-country"
          className={controlClass}
          value={draft.country ?? ''}
          onChange={(event) => onUpdate({ country: event.target.value || undefined })}
        >
          <option value="">All countries</option>
          {COUNTRIES.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend>Goal amount</legend>
        <RangeSlider
          id="goal-min"
          label="From"
          value={minAmount}
          range={filterSliders.minAmount}
          format={usd}
          onChange={(n) => onUpdate({ minAmount: n, maxAmount: Math.max(n, maxAmount) })}
        />
        <RangeSlider
          id="goal-max"
          label="To"
          value={maxAmount}
          range={filterSliders.maxAmount}
          format={usd}
          onChange={(n) => onUpdate({ maxAmount: n, minAmount: Math.min(n, minAmount) })}
        />
      </fieldset>
      <fieldset>
        <legend>Days left</legend>
        <RangeSlider
          id="days-min"
          label="At least"
          value={minDays}
          range={filterSliders.minDaysLeft}
          format={dayText}
          onChange={(n) => onUpdate({ minDaysLeft: n, maxDaysLeft: Math.max(n, maxDays) })}
        />
        <RangeSlider
          id="days-max"
          label="At most"
          value={maxDays}
          range={filterSliders.maxDaysLeft}
          format={dayText}
          onChange={(n) => onUpdate({ maxDaysLeft: n, minDaysLeft: Math.min(n, minDays) })}
        />
      </fieldset>
      <Button variant="secondary" block onClick={onClear}>
        Clear filters
      </Button>
    </>
  );
}
