import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import styles from './donate.module.css';

/** In place of the form while the server has no payment provider: every payment would be refused. */
export function DonationsNotOpen({ campaignHref }: { campaignHref: string }) {
  return (
    <section className={styles.success} aria-labelledby="donations-not-open-title">
      <h1 id="donations-not-open-title">Donations are not open yet</h1>
      <p>
        Harambee cannot take payments yet. Please come back soon: the campaign will still be here.
      </p>
      <div className={styles.successActions}>
        <Link to={campaignHref} className={buttonClass()}>
          Return to Campaign
        </Link>
      </div>
    </section>
  );
}
