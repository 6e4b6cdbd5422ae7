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

type End = { id: string; name: keyof typeof filterSliders; label: string; value: number };

/** A From/To pair of sliders: a 'From' moved above 'To' pushes 'To' along, and a 'To' below 'From' pushes it back. */
function RangePair(props: {
  legend: string;
  from: End;
  to: End;
  format: (value: number) => string;
  onUpdate: Props['onUpdate'];
}) {
  const { legend, from, to, format, onUpdate } = props;
  const slider = (end: End, other: End, keep: (moved: number, other: number) => number) => (
    <RangeSlider
      id={end.id}
      name={end.name}
      label={end.label}
      value={end.value}
      range={filterSliders[end.name]}
      format={format}
      onChange={(n) => onUpdate({ [end.name]: n, [other.name]: keep(n, other.value) })}
    />
  );
  return (
    <fieldset>
      <legend>{legend}</legend>
      {slider(from, to, Math.max)}
      {slider(to, from, Math.min)}
    </fieldset>
  );
}

/** Category, country, goal and days-left ranges, Clear; on a search page each hydrated in a task of its own. */
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
        <RangePair
          legend={t('search.goalAmount')}
          from={{ id: 'goal-min', name: 'minAmount', label: t('search.from'), value: minAmount }}
          to={{ id: 'goal-max', name: 'maxAmount', label: t('search.to'), value: maxAmount }}
          format={usd}
          onUpdate={onUpdate}
        />
      </InTurn>
      <InTurn>
        <RangePair
          legend={t('search.daysLeft')}
          from={{ id: 'days-min', name: 'minDaysLeft', label: t('search.atLeast'), value: minDays }}
          to={{ id: 'days-max', name: 'maxDaysLeft', label: t('search.atMost'), value: maxDays }}
          format={dayText}
          onUpdate={onUpdate}
        />
      </InTurn>
      <Button variant="secondary" block onClick={onClear}>
        {t('search.clear')}
      </Button>
    </>
  );
}
