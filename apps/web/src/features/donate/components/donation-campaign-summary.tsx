import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useT } from '@/lib/i18n/use-t';
import styles from './donate.module.css';

export type DonationCampaign = { id: string; title: string; imageUrl?: string; organiser: string };

export function DonationCampaignSummary({ campaign }: { campaign: DonationCampaign }) {
  const t = useT();
  return (
    <div className={styles.summary}>
      <ResponsiveImage
        className={styles.summaryImage}
        src={campaign.imageUrl}
        alt=""
        placeholder={t('giving.summary.image')}
        width={96}
        height={72}
        sizes="96px"
        loading="eager"
      />
      <div>
        <p className={styles.summaryBy}>{t('giving.summary.supporting')}</p>
        <h2 className={styles.summaryTitle}>{campaign.title}</h2>
        <p className={styles.summaryBy}>
          {t('giving.summary.organiser', { organiser: campaign.organiser })}
        </p>
      </div>
    </div>
  );
}
