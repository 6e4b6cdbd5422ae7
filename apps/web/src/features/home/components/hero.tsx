import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFeeTerms } from '@/lib/i18n/use-fee-terms';
import styles from './home.module.css';

export function Hero() {
  const intl = useIntl();
  const fees = useFeeTerms();
  const text = (id: string) => intl.formatMessage({ id }, fees);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <div>
          <span className={styles.eyebrow}>{text('home.eyebrow')}</span>
          <h1 id="hero-title" className={styles.heroTitle}>
            {intl.formatMessage(
              { id: 'home.title' },
              { em: (chunks) => <em key="em">{chunks}</em> },
            )}
          </h1>
          <p className={styles.lead}>{text('home.lead')}</p>
          <div className={styles.heroActions}>
            <Link to={paths.createCampaign.getHref()} className={buttonClass({ size: 'large' })}>
              {text('home.start')}
            </Link>
            <Link
              to={paths.searchCampaigns.getHref()}
              className={buttonClass({ variant: 'secondary', size: 'large' })}
            >
              {text('home.browse')}
            </Link>
          </div>
        </div>
        <ul className={styles.points}>
          <li>{text('home.pointFree')}</li>
          <li>{text('home.pointFees')}</li>
          <li>{text('home.pointWithdraw')}</li>
          <li>{text('home.pointTrack')}</li>
        </ul>
      </div>
    </section>
  );
}
