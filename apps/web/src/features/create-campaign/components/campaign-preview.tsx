import { categories } from '@/config/constants';
import { formatUsd } from '@/lib/format';
import { htmlToText } from '@/lib/html';
import { truncate } from '@/lib/format';
import type { SavedCreator } from '../lib/draft';
import { daysUntil } from '../lib/end-date';
import type { DetailsInput } from '../schemas';
import styles from './create-campaign.module.css';

const STORY_PREVIEW = 180;

type Props = { details: DetailsInput; creator: SavedCreator; imageUrl?: string };

/** How the campaign will look to backers, updated as the creator types. */
export function CampaignPreview({ details, creator, imageUrl }: Props) {
  const category = categories.find((item) => item.value === details.category);
  const goal = Number(details.goalAmount);
  const days = details.endDate ? daysUntil(details.endDate, new Date()) : 0;
  const story = htmlToText(details.story);
  return (
    <section className={styles.preview} aria-labelledby="campaign-preview-title">
      <h2 id="campaign-preview-title" className={styles.previewLabel}>
        Live preview
      </h2>
      <div className={styles.previewMedia}>
        {imageUrl ? (
          <img className={styles.previewImage} src={imageUrl} alt="Campaign image preview" />
        ) : (
          <span>Campaign Image</span>
        )}
        {category && <span className={styles.previewBadge}>{category.short}</span>}
      </div>
      <div className={styles.previewBody}>
        <h3 className={styles.previewTitle}>
          {details.title.trim() || (
            <span className={styles.placeholderText}>Your campaign title</span>
          )}
        </h3>
        <p className={styles.previewMeta}>
          by {creator.name.trim() || 'you'}
          {creator.country && ` · ${creator.country}`}
        </p>
        <p className={styles.previewStory}>
          {story ? (
            truncate(story, STORY_PREVIEW)
          ) : (
            <span className={styles.placeholderText}>Your story will appear here.</span>
          )}
        </p>
        <div className={styles.previewStats}>
          <span>
            <strong>{formatUsd(0)}</strong> raised of{' '}
            {Number.isFinite(goal) && goal > 0 ? formatUsd(goal) : '$—'}
          </span>
          <span>
            {days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} left` : 'Pick an end date'}
          </span>
        </div>
      </div>
    </section>
  );
}
