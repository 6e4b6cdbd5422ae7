import { Link } from 'react-router-dom';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';
import type { Campaign } from '../types';
import { cardTitle, categoryLabel, daysLabel, isCompleted, progressPercent } from '../lib/campaign-display';
import styles from './campaign-card.module.css';

export const cardGridClass = styles.grid;
export const showMoreClass = styles.more;

export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const percent = progressPercent(campaign.amountRaised, campaign.goalAmount);
  const completed = isCompleted(campaign);
  const days = Math.max(0, campaign.daysRemaining);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SafeImage
          className={styles.image}
          src={campaign.imagePath ? uploadUrl(campaign.imagePath) : undefined}
          alt=""
          placeholder="Campaign Image"
          width={640}
          height={360}
        />
        <span className={`${styles.badge} ${completed ? styles.completed : ''}`}>
          {completed ? 'Completed' : categoryLabel(campaign.category, 'short')}
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={paths.campaign.getHref(campaign._id)} className={styles.link} title={campaign.title}>
            {cardTitle(campaign.title)}
          </Link>
        </h3>
        <p className={styles.amounts}>
          <strong>{formatUsd(campaign.amountRaised)}</strong> raised of {formatUsd(campaign.goalAmount)}
        </p>
        <ProgressBar percent={percent} label={`${percent}% funded`} />
        <div className={styles.meta}>
          <span>{percent}% funded</span>
          <span>
            {days} {daysLabel(days)}
          </span>
        </div>
      </div>
    </article>
  );
}
