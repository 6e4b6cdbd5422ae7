import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { CharacterCounter } from '@/components/ui/character-counter';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { CategoryOptions } from '@/components/ui/category-options';
import {
  endDateBounds,
  EXPECTED_REVIEW_DAYS,
  GOAL_MAX,
  GOAL_MIN,
  GOAL_STEP,
  plainTextLength,
  STORY_MAX,
  TITLE_MAX,
} from '@harambee/rules';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { useWaits } from '@/lib/i18n/use-waits';
import type { DetailsInput } from '../schemas';
import styles from './create-campaign.module.css';
import { InlineTip } from './field-hint';
import { ImagePicker } from './image-picker';

type Props = {
  values: DetailsInput;
  errors: Record<string, string>;
  image: { file: File | null; previewUrl?: string; lost: boolean; restoring: boolean };
  onChange: (patch: Partial<DetailsInput>) => void;
  onImage: (file: File) => void;
};

/** Step 1: what the campaign is. */
export function DetailsStep({ values, errors, image, onChange, onImage }: Props) {
  const { min, max } = endDateBounds(new Date());
  const t = useT();
  const { usd } = useMoney();
  const { days } = useWaits();
  return (
    <>
      <Field
        id="title"
        label={t('create.field.title')}
        error={errors.title}
        hint={<CharacterCounter used={values.title.length} max={TITLE_MAX} />}
        required
      >
        <input
          {...fieldAria('title', errors.title, true)}
          name="title"
          className={controlClass}
          maxLength={TITLE_MAX + 20}
          value={values.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Field>
      <InlineTip field="title" />
      <RichTextField
        id="story"
        label={t('create.field.story')}
        value={values.story}
        onChange={(story) => onChange({ story })}
        error={errors.story}
        hint={t('create.field.storyHint', { max: STORY_MAX })}
        aside={<CharacterCounter used={plainTextLength(values.story)} max={STORY_MAX} />}
      />
      <InlineTip field="story" />
      <div className={styles.two}>
        <Field
          id="goalAmount"
          label={t('create.field.goal')}
          error={errors.goalAmount}
          hint={t('create.field.goalHint', {
            min: usd(GOAL_MIN),
            max: usd(GOAL_MAX),
            step: usd(GOAL_STEP),
          })}
          required
        >
          <input
            {...fieldAria('goalAmount', errors.goalAmount, true)}
            name="goalAmount"
            className={controlClass}
            type="number"
            inputMode="numeric"
            min={GOAL_MIN}
            max={GOAL_MAX}
            step={GOAL_STEP}
            value={values.goalAmount}
            onChange={(event) => onChange({ goalAmount: event.target.value })}
          />
        </Field>
        <InlineTip field="goalAmount" />
        <Field id="category" label={t('create.field.category')} error={errors.category} required>
          <select
            {...fieldAria('category', errors.category)}
            name="category"
            className={controlClass}
            value={values.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            <CategoryOptions none={t('create.field.chooseCategory')} />
          </select>
        </Field>
        <InlineTip field="category" />
      </div>
      <Field
        id="endDate"
        label={t('create.field.endDate')}
        error={errors.endDate}
        hint={[
          t('create.field.endDateHint'),
          t('waits.review.expected', { duration: days(EXPECTED_REVIEW_DAYS) }),
          t('waits.endDate.fixed'),
        ].join(' ')}
        required
      >
        <input
          {...fieldAria('endDate', errors.endDate, true)}
          name="endDate"
          className={controlClass}
          type="date"
          min={min}
          max={max}
          value={values.endDate}
          onChange={(event) => onChange({ endDate: event.target.value })}
        />
      </Field>
      <InlineTip field="endDate" />
      <ImagePicker
        file={image.file}
        previewUrl={image.previewUrl}
        lost={image.lost}
        restoring={image.restoring}
        error={errors.image}
        onPick={onImage}
      />
    </>
  );
}
