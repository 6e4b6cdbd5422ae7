import { useIntl } from 'react-intl';
import { Link, useNavigation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/constants';
import { Island } from '@/islands/island';
import { InTurn } from '@/islands/in-turn';
import { HeaderLanguageSwitcher } from '../language-switcher/language-switcher';
import { isAdmin, useSession } from '@/lib/auth-session';
import { openLogoutDialog } from '../logout-dialog';
import { Button, buttonClass } from '../ui/button';
import { LogoMark } from '../ui/logo';
import styles from './header.module.css';

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function LogoutIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
    >
      <path
        d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Who is signed in is this browser's: the server renders the actions of a visitor, the browser its own. */
export function AccountActions() {
  const session = useSession();
  const intl = useIntl();
  // Signed in, the bar holds two actions and no room for the language on a phone: the footer's switcher serves.
  if (!session) {
    return (
      <>
        {/* On a public page, hydrated in a task of its own after the Login link. */}
        <InTurn>
          <HeaderLanguageSwitcher />
        </InTurn>
        <Link to={paths.login.getHref()} className={buttonClass({ size: 'small' })}>
          {intl.formatMessage({ id: 'header.login' })}
        </Link>
      </>
    );
  }
  const admin = isAdmin(session.user);
  return (
    <>
      <Link
        to={admin ? paths.admin.getHref() : paths.dashboard.getHref()}
        className={buttonClass({ size: 'small' })}
      >
        {intl.formatMessage({ id: admin ? 'header.admin' : 'header.dashboard' })}
      </Link>
      <Button
        variant="ghost"
        size="small"
        onClick={openLogoutDialog}
        aria-label={intl.formatMessage({ id: 'header.logout' })}
        className={styles.logout}
      >
        <LogoutIcon />
        <span className={styles.actionText}>{intl.formatMessage({ id: 'header.logout' })}</span>
      </Button>
    </>
  );
}

export function Header() {
  const navigation = useNavigation();
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <a href="#main-content" className={styles.skip}>
        {intl.formatMessage({ id: 'header.skip' })}
      </a>
      <div className={`container ${styles.bar}`}>
        <Link
          to={paths.searchCampaigns.getHref()}
          className={styles.search}
          aria-label={intl.formatMessage({ id: 'header.searchLabel' })}
        >
          <SearchIcon />
          <span className={styles.searchText} aria-hidden="true">
            {intl.formatMessage({ id: 'header.search' })}
          </span>
        </Link>
        <Link
          to={paths.home.getHref()}
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'header.homeLabel' })}
        >
          <LogoMark />
          <span aria-hidden="true">{PRODUCT_NAME}</span>
        </Link>
        <div className={styles.actions}>
          <Island name="account-actions" props={{}}>
            <AccountActions />
          </Island>
        </div>
      </div>
      {navigation.state === 'loading' && (
        <div
          className={styles.busy}
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'header.loading' })}
        />
      )}
    </header>
  );
}
