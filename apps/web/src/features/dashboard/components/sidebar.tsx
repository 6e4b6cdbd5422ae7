import { NavLink } from 'react-router-dom';
import { openLogoutDialog } from '@/components/logout-dialog';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/auth-session';
import { avatarColour, initialsOf } from '../lib/avatar';
import styles from './dashboard.module.css';
import { LogOutEverywhereButton } from './log-out-everywhere-button';

const links = [
  { to: paths.dashboard.getHref(), label: 'Dashboard' },
  { to: paths.wallet.getHref(), label: 'Withdrew' },
  { to: paths.yourData.getHref(), label: 'Your data' },
];

/** Profile (initials avatar coloured by email), the creator's pages and logout. */
export function Sidebar({ user }: { user: SessionUser | null }) {
  const name = user?.name || [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'User';
  return (
    <aside className={styles.sidebar} aria-label="Account">
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
      <nav aria-label="Creator pages" className={styles.nav}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end className={styles.navLink}>
            {link.label}
          </NavLink>
        ))}
        <button
          type="button"
          className={`${styles.navLink} ${styles.logout}`}
          onClick={openLogoutDialog}
        >
          Logout
        </button>
        <LogOutEverywhereButton />
      </nav>
    </aside>
  );
}
