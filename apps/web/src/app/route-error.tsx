import { Link, useRouteError } from 'react-router-dom';
import { Head } from '@/components/head';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import styles from './routes/not-found.module.css';

/** A script chunk that failed to load (network drop, or a new deployment replaced the files). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(
      error.message,
    )
  );
}

export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const t = useT();
  const message = chunk ? t('routeError.chunkFailed') : t('routeError.failed');
  return (
    <section className={`container ${styles.page}`}>
      <Head title={t('routeError.title')} />
      <h1 className={styles.title}>{t('routeError.heading')}</h1>
      <p role="alert">{message}</p>
      <div className={styles.links}>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Link to={paths.home.getHref()} className={buttonClass({ variant: 'secondary' })}>
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
