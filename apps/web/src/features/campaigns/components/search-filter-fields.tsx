import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import { COUNTRIES, GOAL_MAX, countryNamesIn } from '@harambee/rules';
import { DAYS_LEFT_MAX } from '@/config/constants';
import { CategoryOptions } from '@/components/ui/category-options';
import { useIntl } from 'react-intl';
import { InTurn } from '@/islands/in-turn';
import { useFormatUsd } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { filterSliders, type SearchFilters } from '../lib/search-filters';
import { RangeSlider } from './range-slider';

/** The countries by name in the page's language (named in the country field's own turn). */
function CountryOptions() {
  const countryName = countryNamesIn(useIntl().locale);
  return COUNTRIES.map((country) => (
    <option key={country} value={country}>
      {countryName(country)}
    </option>
  ));
}

type Props = {
  draft: SearchFilters;
  onUpdate: (patch: Partial<SearchFilters>) => void;
  onClear: () => void;
};

/**
 * Category, country, goal and days-left ranges (a 'From' above 'To' pushes 'To' along, and back), Clear; on a search
 * page each hydrated in a task of its own.
 */
export function SearchFilterFields({ draft, onUpdate, onClear }: Props) {
  const minAmount = draft.minAmount ?? 0;
  const maxAmount = draft.maxAmount ?? GOAL_MAX;
  const minDays = draft.minDaysLeft ?? 0;
  const maxDays = draft.maxDaysLeft ?? DAYS_LEFT_MAX;
  const t = useT();
  const formatUsd = useFormatUsd();
  const usd = (amount: number) => formatUsd(amount);
  const dayText = (days: number) => t('search.days', { days });
  return (
    <>
      <InTurn>
        <Field id="search-category" label={t('search.category')}>
          <select
            id="search-category"
            name="category"
            className={controlClass}
            value={draft.category ?? ''}
            onChange={(event) => onUpdate({ category: event.target.value || undefined })}
          >
            <CategoryOptions none={t('search.allCategories')} />
          </select>
        </Field>
      </InTurn>
      <InTurn>
        <Field id="search-country" label={t('search.country')}>
          <select
            id="search-country"
            name="country"
            className={controlClass}
            value={draft.country ?? ''}
            onChange={(event) => onUpdate({ country: event.target.value || undefined })}
          >
            <option value="">{t('search.allCountries')}</option>
            <CountryOptions />
          </select>
        </Field>
      </InTurn>
      <InTurn>
        <fieldset>
          <legend>{t('search.goalAmount')}</legend>
          <RangeSlider
            id="goal-min"
            name="minAmount"
            label={t('search.from')}
            value={minAmount}
            range={filterSliders.minAmount}
            format={usd}
            onChange={(n) => onUpdate({ minAmount: n, maxAmount: Math.max(n, maxAmount) })}
          />
          <RangeSlider
            id="goal-max"
            name="maxAmount"
            label={t('search.to')}
            value={maxAmount}
            range={filterSliders.maxAmount}
            format={usd}
            onChange={(n) => onUpdate({ maxAmount: n, minAmount: Math.min(n, minAmount) })}
          />
        </fieldset>
      </InTurn>
      <InTurn>
        <fieldset>
          <legend>{t('search.daysLeft')}</legend>
          <RangeSlider
            id="days-min"
            name="minDaysLeft"
            label={t('search.atLeast')}
            value={minDays}
            range={filterSliders.minDaysLeft}
            format={dayText}
            onChange={(n) => onUpdate({ minDaysLeft: n, maxDaysLeft: Math.max(n, maxDays) })}
          />
          <RangeSlider
            id="days-max"
            name="maxDaysLeft"
            label={t('search.atMost')}
            value={maxDays}
            range={filterSliders.maxDaysLeft}
            format={dayText}
            onChange={(n) => onUpdate({ maxDaysLeft: n, minDaysLeft: Math.min(n, minDays) })}
          />
        </fieldset>
      </InTurn>
      <Button variant="secondary" block onClick={onClear}>
        {t('search.clear')}
      </Button>
    </>
  );
}
