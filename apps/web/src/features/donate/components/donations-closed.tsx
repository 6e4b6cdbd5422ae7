import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './donate.module.css';

type Props = { campaignTitle: string; ended: boolean; campaignHref: string };

/** In place of the form when the campaign has ended or is not approved: the server would refuse the gift. */
export function DonationsClosed({ campaignTitle, ended, campaignHref }: Props) {
  return (
    <section className={styles.success} aria-labelledby="donations-closed-title">
      <h1 id="donations-closed-title">This campaign is not accepting donations</h1>
      <p>
        <strong>{campaignTitle}</strong>{' '}
        {ended ? 'has ended, so it no longer takes donations.' : 'is not open for donations.'} You
        can still read its story and updates, or back another business.
      </p>
      <div className={styles.successActions}>
        <Link to={campaignHref} className={buttonClass()}>
          Return to Campaign
        </Link>
        <Link
          to={paths.searchCampaigns.getHref()}
          className={buttonClass({ variant: 'secondary' })}
        >
          Browse other campaigns
        </Link>
      </div>
    </section>
  );
}
