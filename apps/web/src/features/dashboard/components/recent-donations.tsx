import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { ReceivedDonation } from '../types';
import styles from './dashboard.module.css';

type Props = { donations: ReceivedDonation[]; refreshing: boolean; onRefresh: () => void };

export function RecentDonations({ donations, refreshing, onRefresh }: Props) {
  const t = useT();
  const { usd, shortDate } = useMoney();
  return (
    <section className={styles.section} aria-labelledby="recent-donations-title">
      <div className={styles.sectionHead}>
        <h2 id="recent-donations-title">{t('creator.donations.title')}</h2>
        <Button variant="secondary" size="small" onClick={onRefresh} disabled={refreshing}>
          {t(refreshing ? 'creator.donations.refreshing' : 'creator.donations.refresh')}
        </Button>
      </div>
      {donations.length === 0 ? (
        <p className={styles.noDonations}>{t('creator.donations.none')}</p>
      ) : (
        <ul className={styles.donations} aria-live="polite">
          {donations.map((donation) => (
            <li key={donation._id} className={styles.donation}>
              <span className={styles.donor}>
                {donation.anonymous || !donation.donorName
                  ? t('creator.donations.anonymous')
                  : donation.donorName}
              </span>
              <span className={styles.amount}>{usd(donation.amount)}</span>
              <span className={styles.donationMeta}>
                {donation.campaignTitle} · {shortDate(donation.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
