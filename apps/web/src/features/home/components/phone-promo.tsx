import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MobileMoneyPlaces } from '@/components/mobile-money-places';
import { buttonClass } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/lib/i18n/use-format';
import { useWaysToGive } from '@/lib/i18n/use-ways-to-give';
import styles from './home.module.css';

const SAMPLE_GOAL = 5000;
const SAMPLE_RAISED = 3250;

export function PhonePromo() {
  const percent = Math.round((SAMPLE_RAISED / SAMPLE_GOAL) * 100);
  const intl = useIntl();
  const formatUsd = useFormatUsd();
  const text = (id: string) => intl.formatMessage({ id });
  const waysToGive = useWaysToGive();
  const funded = intl.formatMessage({ id: 'campaign.funded' }, { share: percent / 100 });
  return (
    <section className={`${styles.section} ${styles.sectionMuted}`} aria-labelledby="promo-title">
      <div className={`container ${styles.promo}`}>
        <div>
          <h2 id="promo-title" className={styles.sectionTitle}>
            {text('home.promoTitle')}
          </h2>
          <p>{intl.formatMessage({ id: 'home.promoText' }, waysToGive)}</p>
          <MobileMoneyPlaces />
          <Link to={paths.createCampaign.getHref()} className={buttonClass()}>
            {text('home.start')}
          </Link>
        </div>
        <div
          className={styles.phone}
          role="img"
          aria-label={intl.formatMessage(
            { id: 'home.promoSample' },
            { raised: formatUsd(SAMPLE_RAISED), goal: formatUsd(SAMPLE_GOAL) },
          )}
        >
          <div className={styles.screen} aria-hidden="true">
            <div className={styles.screenImage} />
            <p className={styles.screenTitle}>{text('home.promo.sampleTitle')}</p>
            <ProgressBar percent={percent} label={funded} />
            <div className={styles.screenMeta}>
              <span>
                {intl.formatMessage(
                  { id: 'home.promoRaised' },
                  { amount: <strong key="raised">{formatUsd(SAMPLE_RAISED)}</strong> },
                )}
              </span>
              <span>
                {intl.formatMessage({ id: 'home.promoOf' }, { goal: formatUsd(SAMPLE_GOAL) })}
              </span>
            </div>
            <div className={styles.screenMeta}>
              <span>{funded}</span>
              <span>{intl.formatMessage({ id: 'campaign.daysLeft' }, { days: 12 })}</span>
            </div>
            <div className={styles.screenButton}>{text('home.promoDonate')}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
