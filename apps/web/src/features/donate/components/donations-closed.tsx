import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FormattedMessage } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import styles from './donate.module.css';

type Props = { campaignTitle: string; ended: boolean; campaignHref: string };

/** In place of the form when the campaign has ended or is not approved: the server would refuse the gift. */
export function DonationsClosed({ campaignTitle, ended, campaignHref }: Props) {
  const t = useT();
  return (
    <section className={styles.success} aria-labelledby="donations-closed-title">
      <h1 id="donations-closed-title">{t('giving.closed.title')}</h1>
      <p>
        <FormattedMessage
          id="giving.closed.text"
          values={{
            strong: (chunks) => <strong>{chunks}</strong>,
            campaign: campaignTitle,
            ended: ended ? 'yes' : 'no',
          }}
        />
      </p>
      <div className={styles.successActions}>
        <Link to={campaignHref} className={buttonClass()}>
          {t('giving.returnToCampaign')}
        </Link>
        <Link
          to={paths.searchCampaigns.getHref()}
          className={buttonClass({ variant: 'secondary' })}
        >
          {t('giving.closed.browse')}
        </Link>
      </div>
    </section>
  );
}
