import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth-session';
import { EXPECTED_REVIEW_DAYS } from '@harambee/rules';
import { useT } from '@/lib/i18n/use-t';
import { useWaits } from '@/lib/i18n/use-waits';
import styles from './create-campaign.module.css';

/** A creator signed in while creating goes on to their dashboard; the spec's login link is for one who is not. */
export function CampaignSuccess() {
  const signedIn = useSession() !== null;
  const t = useT();
  const { days } = useWaits();
  return (
    <section className={`container ${styles.success}`}>
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <h1>{t('create.success.title')}</h1>
      <p>{t('create.success.thanks')}</p>
      <p>{t('waits.review.expected', { duration: days(EXPECTED_REVIEW_DAYS) })}</p>
      <p>{t('create.success.next', { signedIn: signedIn ? 'yes' : 'no' })}</p>
      <div className={styles.links}>
        <Link
          to={signedIn ? paths.dashboard.getHref() : paths.login.getHref()}
          className={buttonClass({ size: 'large' })}
        >
          {t(signedIn ? 'create.success.dashboard' : 'create.success.login')}
        </Link>
        <Link
          to={paths.home.getHref()}
          className={buttonClass({ size: 'large', variant: 'secondary' })}
        >
          {t('create.success.home')}
        </Link>
      </div>
    </section>
  );
}
