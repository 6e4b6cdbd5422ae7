import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/api-client';
import { useLogOutEverywhere } from '../api/log-out-everywhere';
import styles from './dashboard.module.css';

/** Ends the creator's sessions on every device (a lost phone, a shared computer), then here too. */
export function LogOutEverywhereButton() {
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
        {mutation.isPending ? 'Logging out everywhere...' : 'Log out everywhere'}
      </button>
      {mutation.isError && (
        <p role="alert" className={styles.logoutError}>
          {errorMessage(mutation.error, 'Could not log out everywhere. Please try again.')}
        </p>
      )}
    </>
  );
}
