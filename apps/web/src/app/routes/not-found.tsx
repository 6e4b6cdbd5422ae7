import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './not-found.module.css';

export function NotFoundRoute() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <section className={`container ${styles.page}`}>
      <Head title={text('notFound.title')} />
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <h1 className={styles.title}>{text('notFound.title')}</h1>
      <p>{text('notFound.text')}</p>
      <div className={styles.links}>
        <Link to={paths.home.getHref()} className={buttonClass()}>
          {text('notFound.home')}
        </Link>
        <Link
          to={paths.searchCampaigns.getHref()}
          className={buttonClass({ variant: 'secondary' })}
        >
          {text('home.browse')}
        </Link>
      </div>
    </section>
  );
}
