import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './home.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <div>
          <span className={styles.eyebrow}>Empowering African entrepreneurs</span>
          <h1 id="hero-title" className={styles.heroTitle}>
            Help fundraise for <em>business causes</em>
          </h1>
          <p className={styles.lead}>
            Launch your fundraiser 100% free, with no hidden fees. Backers from anywhere fund your
            business, and you track every dollar in real time before withdrawing to your bank
            account.
          </p>
          <div className={styles.heroActions}>
            <Link to={paths.createCampaign.getHref()} className={buttonClass({ size: 'large' })}>
              Start Your Fundraiser
            </Link>
            <Link
              to={paths.searchCampaigns.getHref()}
              className={buttonClass({ variant: 'secondary', size: 'large' })}
            >
              Browse Campaigns
            </Link>
          </div>
        </div>
        <ul className={styles.points}>
          <li>100% free fundraiser launch</li>
          <li>No hidden fees</li>
          <li>Withdraw funds to your bank account</li>
          <li>Track your funds in real time</li>
        </ul>
      </div>
    </section>
  );
}
