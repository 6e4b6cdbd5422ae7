import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import styles from './admin.module.css';

/** An admin screen that could not load: the message and a Retry button that reloads the page. */
export function AdminError({ message }: { message: string }) {
  const t = useT();
  return (
    <div className={styles.centered}>
      <p role="alert" className={styles.errorText}>
        {message}
      </p>
      <Button variant="secondary" size="small" onClick={() => window.location.reload()}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}
