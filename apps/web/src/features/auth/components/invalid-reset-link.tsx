import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import styles from '@/components/layouts/auth.module.css';

export function InvalidResetLink() {
  const t = useT();
  return (
    <div className={styles.state}>
      <span className={`${styles.icon} ${styles.iconError}`} aria-hidden="true">
        !
      </span>
      <h1 className={styles.title}>{t('auth.invalidLink.title')}</h1>
      <p role="alert">{t('auth.invalidLink.text')}</p>
      <div className={styles.actions}>
        <Link to={paths.forgotPassword.getHref()} className={buttonClass()}>
          {t('auth.invalidLink.request')}
        </Link>
      </div>
    </div>
  );
}
