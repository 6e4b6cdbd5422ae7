import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Head } from '@/components/head';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
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
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : chunk
      ? 'Part of the page failed to load.'
      : 'Something went wrong.';
  return (
    <section className={`container ${styles.page}`}>
      <Head title="Something went wrong" />
      <h1 className={styles.title}>Oops!</h1>
      <p role="alert">{message} Please try again.</p>
      <div className={styles.links}>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Link to={paths.home.getHref()} className={buttonClass({ variant: 'secondary' })}>
          Go Home
        </Link>
      </div>
    </section>
  );
}
