import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatUsd, truncate } from '@/lib/format';
import { htmlToText } from '@/lib/html';
import type { OwnCampaign } from '../types';
import styles from './dashboard.module.css';
import { EDIT_AWAITING_REVIEW, EDIT_REJECTED } from '@/lib/live-edits/messages';

export const EXCERPT_MAX = 100;

const statusClass: Record<string, string | undefined> = {
  pending: styles.pending,
  approved: styles.approved,
  rejected: styles.rejected,
};

/** One of the creator's campaigns with its edit, update and (once approved) view links. */
export function OwnCampaignCard({ campaign }: { campaign: OwnCampaign }) {
  const approved = campaign.status === 'approved';
  return (
    <article className={styles.card} aria-labelledby={`own-${campaign._id}`}>
      <SafeImage
        className={styles.cardImage}
        src={campaign.imagePath ? uploadUrl(campaign.imagePath) : undefined}
        alt=""
        placeholder="Campaign Image"
        width={480}
        height={270}
      />
      <div className={styles.cardBody}>
        <h3 id={`own-${campaign._id}`} className={styles.cardTitle}>
          {campaign.title}
        </h3>
        {campaign.pendingEdit && (
          <p className={`${styles.editNote} ${styles.pending}`}>{EDIT_AWAITING_REVIEW}</p>
        )}
        {!campaign.pendingEdit && campaign.editRejection && (
          <p className={`${styles.editNote} ${styles.rejected}`}>
            {EDIT_REJECTED}
            {campaign.editRejection.reason && `: ${campaign.editRejection.reason}`}
          </p>
        )}
        <p className={styles.excerpt}>{truncate(htmlToText(campaign.story), EXCERPT_MAX)}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Goal</dt>
            <dd>{formatUsd(campaign.goalAmount)}</dd>
          </div>
          {approved ? (
            <div>
              <dt>Raised</dt>
              <dd>{formatUsd(campaign.amountRaised)}</dd>
            </div>
          ) : (
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`${styles.status} ${statusClass[campaign.status] ?? ''}`}>
                  {campaign.status}
                </span>
              </dd>
            </div>
          )}
        </dl>
        {campaign.status === 'rejected' && (
          <div className={styles.rejection}>
            <p>
              <strong>Not approved yet.</strong>{' '}
              {campaign.rejectionReason
                ? `What to change: ${campaign.rejectionReason}`
                : 'Check your mail for what to change.'}
            </p>
            <p>Edit the campaign to send it back for review.</p>
          </div>
        )}
      </div>
      <div className={styles.cardLinks}>
        <Link
          to={paths.editCampaign.getHref(campaign._id)}
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={`${campaign.status === 'rejected' ? 'Edit and resubmit' : 'Edit'} ${campaign.title}`}
        >
          {campaign.status === 'rejected' ? 'Edit and resubmit' : 'Edit'}
        </Link>
        <Link
          to={paths.campaignUpdate.getHref(campaign._id)}
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={`Post Update to ${campaign.title}`}
        >
          Post Update
        </Link>
        {approved && (
          <Link
            to={paths.campaign.getHref(campaign._id)}
            className={buttonClass({ size: 'small' })}
            aria-label={`View ${campaign.title}`}
          >
            View
          </Link>
        )}
      </div>
    </article>
  );
}
