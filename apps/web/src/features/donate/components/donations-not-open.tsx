import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import styles from './donate.module.css';

/** In place of the form while the server has no payment provider: every payment would be refused. */
export function DonationsNotOpen({ campaignHref }: { campaignHref: string }) {
  const t = useT();
  return (
    <section className={styles.success} aria-labelledby="donations-not-open-title">
      <h1 id="donations-not-open-title">{t('giving.notOpen.title')}</h1>
      <p>{t('giving.notOpen.text')}</p>
      <div className={styles.successActions}>
        <Link to={campaignHref} className={buttonClass()}>
          {t('giving.returnToCampaign')}
        </Link>
      </div>
    </section>
  );
}
