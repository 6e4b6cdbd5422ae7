import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AUTH_MESSAGES } from '../schemas';
import styles from '@/components/layouts/auth.module.css';

export function InvalidResetLink() {
  return (
    <div className={styles.state}>
      <span className={`${styles.icon} ${styles.iconError}`} aria-hidden="true">
        !
      </span>
      <h1 className={styles.title}>Invalid Reset Link</h1>
      <p role="alert">{AUTH_MESSAGES.resetInvalid}. Reset links work once and for one hour.</p>
      <div className={styles.actions}>
        <Link to={paths.forgotPassword.getHref()} className={buttonClass()}>
          Request a new link
        </Link>
      </div>
    </div>
  );
}
