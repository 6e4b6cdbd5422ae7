import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth-session';
import styles from './create-campaign.module.css';

/** A creator signed in while creating goes on to their dashboard; the spec's login link is for one who is not. */
export function CampaignSuccess() {
  const signedIn = useSession() !== null;
  return (
    <section className={`container ${styles.success}`}>
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <h1>Campaign Created Successfully!</h1>
      <p>
        Thank you for launching your fundraiser. Our team reviews every campaign for quality and
        compliance; we will let you know as soon as it is approved and live.
      </p>
      <p>
        {signedIn ? 'Open' : 'Log in to'} your dashboard to follow its review, edit it and post
        updates for your backers.
      </p>
      <div className={styles.links}>
        <Link
          to={signedIn ? paths.dashboard.getHref() : paths.login.getHref()}
          className={buttonClass({ size: 'large' })}
        >
          {signedIn ? 'Go to Dashboard' : 'Go to Login'}
        </Link>
        <Link
          to={paths.home.getHref()}
          className={buttonClass({ size: 'large', variant: 'secondary' })}
        >
          Back to Home
        </Link>
      </div>
    </section>
  );
}
