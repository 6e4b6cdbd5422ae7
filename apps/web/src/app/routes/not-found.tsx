import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './not-found.module.css';

export function NotFoundRoute() {
  return (
    <section className={`container ${styles.page}`}>
      <Head title="Page Not Found" />
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <h1 className={styles.title}>Page Not Found</h1>
      <p>The page you are looking for does not exist or has been moved.</p>
      <div className={styles.links}>
        <Link to={paths.home.getHref()} className={buttonClass()}>
          Go to Home
        </Link>
        <Link
          to={paths.searchCampaigns.getHref()}
          className={buttonClass({ variant: 'secondary' })}
        >
          Browse Campaigns
        </Link>
      </div>
    </section>
  );
}
