import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './donate.module.css';

export type DonationCampaign = { id: string; title: string; imageUrl?: string; organiser: string };

export function DonationCampaignSummary({ campaign }: { campaign: DonationCampaign }) {
  return (
    <div className={styles.summary}>
      <ResponsiveImage
        className={styles.summaryImage}
        src={campaign.imageUrl}
        alt=""
        placeholder="Campaign Image"
        width={96}
        height={72}
        sizes="96px"
        loading="eager"
      />
      <div>
        <p className={styles.summaryBy}>You&apos;re supporting</p>
        <h2 className={styles.summaryTitle}>{campaign.title}</h2>
        <p className={styles.summaryBy}>Organised by {campaign.organiser}</p>
      </div>
    </div>
  );
}
