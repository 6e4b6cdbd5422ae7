import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useLogOutEverywhere } from '../api/log-out-everywhere';
import styles from './dashboard.module.css';

/** Ends the creator's sessions on every device (a lost phone, a shared computer), then here too. */
export function LogOutEverywhereButton() {
  const t = useT();
  const navigate = useNavigate();
  const mutation = useLogOutEverywhere(() => navigate('/login'));
  return (
    <>
      <button
        type="button"
        className={`${styles.navLink} ${styles.logout}`}
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {t(mutation.isPending ? 'creator.logoutEverywhere.busy' : 'creator.logoutEverywhere')}
      </button>
      {mutation.isError && (
        <p role="alert" className={styles.logoutError}>
          {errorMessage(mutation.error, t('creator.logoutEverywhere.failed'))}
        </p>
      )}
    </>
  );
}
