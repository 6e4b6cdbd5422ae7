import { Button } from '@/components/ui/button';
import styles from './admin.module.css';

/** An admin screen that could not load: the message and a Retry button that reloads the page. */
export function AdminError({ message }: { message: string }) {
  return (
    <div className={styles.centered}>
      <p role="alert" className={styles.errorText}>
        {message}
      </p>
      <Button variant="secondary" size="small" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}
