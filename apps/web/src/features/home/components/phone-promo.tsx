import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';
import styles from './home.module.css';

const SAMPLE_GOAL = 5000;
const SAMPLE_RAISED = 3250;

export function PhonePromo() {
  const percent = Math.round((SAMPLE_RAISED / SAMPLE_GOAL) * 100);
  return (
    <section className={`${styles.section} ${styles.sectionMuted}`} aria-labelledby="promo-title">
      <div className={`container ${styles.promo}`}>
        <div>
          <h2 id="promo-title" className={styles.sectionTitle}>
            Your campaign, in every backer&apos;s pocket
          </h2>
          <p>
            Share your campaign link on WhatsApp, Facebook, LinkedIn or X. Backers donate in a few
            taps by card or crypto, and your progress updates live for everyone watching.
          </p>
          <Link to={paths.createCampaign.getHref()} className={buttonClass()}>
            Start Your Fundraiser
          </Link>
        </div>
        <div
          className={styles.phone}
          role="img"
          aria-label={`Sample campaign on a phone: ${formatUsd(SAMPLE_RAISED)} raised of ${formatUsd(SAMPLE_GOAL)}`}
        >
          <div className={styles.screen} aria-hidden="true">
            <div className={styles.screenImage} />
            <p className={styles.screenTitle}>Solar kiosks for Kisumu</p>
            <ProgressBar percent={percent} label={`${percent}% funded`} />
            <div className={styles.screenMeta}>
              <span>
                <strong>{formatUsd(SAMPLE_RAISED)}</strong> raised
              </span>
              <span>of {formatUsd(SAMPLE_GOAL)}</span>
            </div>
            <div className={styles.screenMeta}>
              <span>{percent}% funded</span>
              <span>12 days left</span>
            </div>
            <div className={styles.screenButton}>Donate Now</div>
          </div>
        </div>
      </div>
    </section>
  );
}
