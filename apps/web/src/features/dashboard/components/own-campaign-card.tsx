import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { DialToGive } from '@/components/ui/dial-to-give';
import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { truncate } from '@/lib/format';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { useWaits } from '@/lib/i18n/use-waits';
import { EXPECTED_REVIEW_DAYS } from '@harambee/rules';
import { htmlToText } from '@/lib/html';
import type { OwnCampaign } from '../types';
import styles from './dashboard.module.css';

export const EXCERPT_MAX = 100;

const statusClass: Record<string, string | undefined> = {
  pending: styles.pending,
  approved: styles.approved,
  rejected: styles.rejected,
};

/** Where its review stands and when it ends: said before the wait starts, and once it is over. */
function ReviewWait({ campaign }: { campaign: OwnCampaign }) {
  const t = useT();
  const { days, day, endDay } = useWaits();
  if (campaign.status === 'pending')
    return (
      <p className={styles.reviewWait}>
        {t('waits.dashboard.pending', {
          date: day(campaign.updatedAt ?? campaign.createdAt),
          duration: days(EXPECTED_REVIEW_DAYS),
        })}{' '}
        {campaign.endDate && t('waits.dashboard.ends', { date: endDay(campaign.endDate) })}
      </p>
    );
  if (campaign.status === 'approved' && campaign.endDate)
    return (
      <p className={styles.reviewWait}>
        {t('waits.dashboard.approved', { date: endDay(campaign.endDate) })}
      </p>
    );
  return null;
}

/** One of the creator's campaigns with its edit, update and (once approved) view links. */
export function OwnCampaignCard({
  campaign,
  dialCode,
}: {
  campaign: OwnCampaign;
  dialCode?: string;
}) {
  const t = useT();
  const { usd } = useMoney();
  const approved = campaign.status === 'approved';
  const rejected = campaign.status === 'rejected';
  const edit = rejected ? 'creator.card.editAndResubmit' : 'creator.card.edit';
  return (
    <article className={styles.card} aria-labelledby={`own-${campaign._id}`}>
      <SafeImage
        className={styles.cardImage}
        src={campaign.imagePath ? uploadUrl(campaign.imagePath) : undefined}
        alt=""
        placeholder={t('creator.card.image')}
        width={480}
        height={270}
      />
      <div className={styles.cardBody}>
        <h3 id={`own-${campaign._id}`} className={styles.cardTitle}>
          {campaign.title}
        </h3>
        {campaign.pendingEdit && (
          <p className={`${styles.editNote} ${styles.pending}`}>
            {t('creator.card.editAwaitingReview')}
          </p>
        )}
        {!campaign.pendingEdit && campaign.editRejection && (
          <p className={`${styles.editNote} ${styles.rejected}`}>
            {t('creator.card.editRejected')}
            {campaign.editRejection.reason && `: ${campaign.editRejection.reason}`}
          </p>
        )}
        <p className={styles.excerpt}>{truncate(htmlToText(campaign.story), EXCERPT_MAX)}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('creator.card.goal')}</dt>
            <dd>{usd(campaign.goalAmount)}</dd>
          </div>
          {approved ? (
            <div>
              <dt>{t('creator.card.raised')}</dt>
              <dd>{usd(campaign.amountRaised)}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('creator.card.status')}</dt>
              <dd>
                <span className={`${styles.status} ${statusClass[campaign.status] ?? ''}`}>
                  {t('creator.card.statusValue', { status: campaign.status })}
                </span>
              </dd>
            </div>
          )}
        </dl>
        <ReviewWait campaign={campaign} />
        {approved && (
          <DialToGive
            messageId="creator.card.dialToGive"
            serviceCode={dialCode}
            code={campaign.shortCode}
          />
        )}
        {rejected && (
          <div className={styles.rejection}>
            <p>
              <strong>{t('creator.card.notApproved')}</strong>{' '}
              {campaign.rejectionReason
                ? t('creator.card.whatToChange', { reason: campaign.rejectionReason })
                : t('creator.card.checkMail')}
            </p>
            <p>
              {t('creator.card.resubmit')} {t('waits.dashboard.rejectedMailed')}
            </p>
          </div>
        )}
      </div>
      <div className={styles.cardLinks}>
        <Link
          to={paths.editCampaign.getHref(campaign._id)}
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={t(`${edit}For`, { title: campaign.title })}
        >
          {t(edit)}
        </Link>
        <Link
          to={paths.campaignUpdate.getHref(campaign._id)}
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={t('creator.card.postUpdateFor', { title: campaign.title })}
        >
          {t('creator.card.postUpdate')}
        </Link>
        {approved && (
          <Link
            to={paths.campaign.getHref(campaign._id)}
            className={buttonClass({ size: 'small' })}
            aria-label={t('creator.card.viewFor', { title: campaign.title })}
          >
            {t('creator.card.view')}
          </Link>
        )}
      </div>
    </article>
  );
}
