import { countryNamesIn } from '@harambee/rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { htmlToText } from '@/lib/html';
import { truncate } from '@/lib/format';
import { categoryKey } from '@/lib/i18n/category-keys';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { SavedCreator } from '../lib/draft';
import { daysUntil } from '../lib/end-date';
import type { DetailsInput } from '../schemas';
import styles from './create-campaign.module.css';

const STORY_PREVIEW = 180;

type Props = { details: DetailsInput; creator: SavedCreator; imageUrl?: string };

/** How the campaign will look to backers, updated as the creator types. */
export function CampaignPreview({ details, creator, imageUrl }: Props) {
  const goal = Number(details.goalAmount);
  const days = details.endDate ? daysUntil(details.endDate, new Date()) : 0;
  const story = htmlToText(details.story);
  const t = useT();
  const { locale } = useIntl();
  const categoryLabel = useCategoryLabel();
  const { usd } = useMoney();
  return (
    <section className={styles.preview} aria-labelledby="campaign-preview-title">
      <h2 id="campaign-preview-title" className={styles.previewLabel}>
        {t('create.preview.title')}
      </h2>
      <div className={styles.previewMedia}>
        {imageUrl ? (
          <img className={styles.previewImage} src={imageUrl} alt={t('create.preview.imageAlt')} />
        ) : (
          <span>{t('create.preview.noImage')}</span>
        )}
        {categoryKey(details.category) && (
          <span className={styles.previewBadge}>{categoryLabel(details.category, 'short')}</span>
        )}
      </div>
      <div className={styles.previewBody}>
        <h3 className={styles.previewTitle}>
          {details.title.trim() || (
            <span className={styles.placeholderText}>{t('create.preview.noTitle')}</span>
          )}
        </h3>
        <p className={styles.previewMeta}>
          {t('create.preview.by', { name: creator.name.trim() || t('create.preview.you') })}
          {creator.country && ` · ${countryNamesIn(locale)(creator.country)}`}
        </p>
        <p className={styles.previewStory}>
          {story ? (
            truncate(story, STORY_PREVIEW)
          ) : (
            <span className={styles.placeholderText}>{t('create.preview.noStory')}</span>
          )}
        </p>
        <div className={styles.previewStats}>
          <span>
            <FormattedMessage
              id="create.preview.raised"
              values={{
                strong: (chunks) => <strong>{chunks}</strong>,
                raised: usd(0),
                goal: Number.isFinite(goal) && goal > 0 ? usd(goal) : '$—',
              }}
            />
          </span>
          <span>
            {days > 0 ? t('create.preview.daysLeft', { days }) : t('create.preview.pickEndDate')}
          </span>
        </div>
      </div>
    </section>
  );
}
