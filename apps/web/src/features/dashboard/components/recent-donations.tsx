import { Button } from '@/components/ui/button';
import { formatDate, formatUsd } from '@/lib/format';
import type { ReceivedDonation } from '../types';
import styles from './dashboard.module.css';

type Props = { donations: ReceivedDonation[]; refreshing: boolean; onRefresh: () => void };

export function RecentDonations({ donations, refreshing, onRefresh }: Props) {
  return (
    <section className={styles.section} aria-labelledby="recent-donations-title">
      <div className={styles.sectionHead}>
        <h2 id="recent-donations-title">Recent Donations</h2>
        <Button variant="secondary" size="small" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {donations.length === 0 ? (
        <p className={styles.noDonations}>No donations yet.</p>
      ) : (
        <ul className={styles.donations} aria-live="polite">
          {donations.map((donation) => (
            <li key={donation._id} className={styles.donation}>
              <span className={styles.donor}>
                {donation.anonymous || !donation.donorName ? 'Anonymous' : donation.donorName}
              </span>
              <span className={styles.amount}>{formatUsd(donation.amount)}</span>
              <span className={styles.donationMeta}>
                {donation.campaignTitle} · {formatDate(donation.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
