import { NavLink } from 'react-router-dom';
import { openLogoutDialog } from '@/components/logout-dialog';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';
import { avatarColour, initialsOf } from '../lib/avatar';
import styles from './dashboard.module.css';
import { LogOutEverywhereButton } from './log-out-everywhere-button';

const links = [
  { to: paths.dashboard.getHref(), label: 'creator.nav.dashboard' },
  { to: paths.wallet.getHref(), label: 'creator.nav.wallet' },
  { to: paths.yourData.getHref(), label: 'creator.nav.yourData' },
];

/** Profile (initials avatar coloured by email), the creator's pages and logout. */
export function Sidebar({ user }: { user: SessionUser | null }) {
  const t = useT();
  const name =
    user?.name ||
    [user?.firstName, user?.lastName].filter(Boolean).join(' ') ||
    t('creator.nav.someone');
  return (
    <aside className={styles.sidebar} aria-label={t('creator.nav.label')}>
      <div className={styles.profile}>
        <span
          className={styles.avatar}
          style={{ background: avatarColour(user?.email) }}
          aria-hidden="true"
        >
          {initialsOf(user)}
        </span>
        <div className={styles.profileText}>
          <p className={styles.profileName}>{name}</p>
          {user?.email && <p className={styles.profileEmail}>{user.email}</p>}
        </div>
      </div>
      <nav aria-label={t('creator.nav.pages')} className={styles.nav}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end className={styles.navLink}>
            {t(link.label)}
          </NavLink>
        ))}
        <button
          type="button"
          className={`${styles.navLink} ${styles.logout}`}
          onClick={openLogoutDialog}
        >
          {t('creator.nav.logout')}
        </button>
        <LogOutEverywhereButton />
      </nav>
    </aside>
  );
}
