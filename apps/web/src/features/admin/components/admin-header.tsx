import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { openLogoutDialog } from '@/components/logout-dialog';
import { paths } from '@/config/paths';
import styles from './admin.module.css';

const small = { size: 'small', variant: 'secondary' } as const;

/** The admin panel's title and its shortcuts: blog, new post, featured campaigns, contact messages, logout. */
export function AdminHeader({
  title = 'Admin Dashboard',
  lead,
}: {
  title?: string;
  lead?: ReactNode;
}) {
  return (
    <div className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      <nav aria-label="Admin shortcuts" className={styles.toolbar}>
        <Link to={paths.adminBlog.getHref()} className={buttonClass(small)}>
          Blog Posts
        </Link>
        <Link to={paths.adminBlogNew.getHref()} className={buttonClass(small)}>
          New Blog Post
        </Link>
        <Link to={paths.admin.getHref() + '?status=featured'} className={buttonClass(small)}>
          Manage Featured
        </Link>
        <Link to={paths.adminContacts.getHref()} className={buttonClass(small)}>
          Contact Messages
        </Link>
        <button
          type="button"
          className={buttonClass({ size: 'small', variant: 'ghost' })}
          onClick={openLogoutDialog}
        >
          Logout
        </button>
      </nav>
    </div>
  );
}

/** Campaigns, Contact Messages, Mail, Withdrawals and Disputes, one address each (/admin, /admin/contacts, …). */
export function AdminSections({
  current,
}: {
  current: 'campaigns' | 'contacts' | 'mail' | 'withdrawals' | 'disputes';
}) {
  return (
    <nav aria-label="Admin sections" className={styles.sections}>
      <Link
        to={paths.admin.getHref()}
        className={styles.section}
        aria-current={current === 'campaigns' ? 'page' : undefined}
      >
        Campaigns
      </Link>
      <Link
        to={paths.adminContacts.getHref()}
        className={styles.section}
        aria-current={current === 'contacts' ? 'page' : undefined}
      >
        Contact Messages
      </Link>
      <Link
        to={paths.adminMail.getHref()}
        className={styles.section}
        aria-current={current === 'mail' ? 'page' : undefined}
      >
        Mail
      </Link>
      <Link
        to={paths.adminWithdrawals.getHref()}
        className={styles.section}
        aria-current={current === 'withdrawals' ? 'page' : undefined}
      >
        Withdrawals
      </Link>
      <Link
        to={paths.adminDisputes.getHref()}
        className={styles.section}
        aria-current={current === 'disputes' ? 'page' : undefined}
      >
        Disputes
      </Link>
    </nav>
  );
}
