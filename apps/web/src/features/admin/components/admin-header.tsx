import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { openLogoutDialog } from '@/components/logout-dialog';
import { paths } from '@/config/paths';
import styles from './admin.module.css';
import { useT } from '@/lib/i18n/use-t';

const small = { size: 'small', variant: 'secondary' } as const;

/** The admin panel's title and its shortcuts: blog, new post, featured campaigns, contact messages, logout. */
export function AdminHeader({ title, lead }: { title?: string; lead?: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title ?? t('admin.title')}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      <nav aria-label={t('admin.shortcuts')} className={styles.toolbar}>
        <Link to={paths.adminBlog.getHref()} className={buttonClass(small)}>
          {t('admin.blogPosts')}
        </Link>
        <Link to={paths.adminBlogNew.getHref()} className={buttonClass(small)}>
          {t('admin.newBlogPost')}
        </Link>
        <Link to={paths.admin.getHref() + '?status=featured'} className={buttonClass(small)}>
          {t('admin.manageFeatured')}
        </Link>
        <Link to={paths.adminContacts.getHref()} className={buttonClass(small)}>
          {t('admin.contactMessages')}
        </Link>
        <button
          type="button"
          className={buttonClass({ size: 'small', variant: 'ghost' })}
          onClick={openLogoutDialog}
        >
          {t('admin.logout')}
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
  const t = useT();
  return (
    <nav aria-label={t('admin.sections')} className={styles.sections}>
      <Link
        to={paths.admin.getHref()}
        className={styles.section}
        aria-current={current === 'campaigns' ? 'page' : undefined}
      >
        {t('admin.section.campaigns')}
      </Link>
      <Link
        to={paths.adminContacts.getHref()}
        className={styles.section}
        aria-current={current === 'contacts' ? 'page' : undefined}
      >
        {t('admin.contactMessages')}
      </Link>
      <Link
        to={paths.adminMail.getHref()}
        className={styles.section}
        aria-current={current === 'mail' ? 'page' : undefined}
      >
        {t('admin.section.mail')}
      </Link>
      <Link
        to={paths.adminWithdrawals.getHref()}
        className={styles.section}
        aria-current={current === 'withdrawals' ? 'page' : undefined}
      >
        {t('admin.section.withdrawals')}
      </Link>
      <Link
        to={paths.adminDisputes.getHref()}
        className={styles.section}
        aria-current={current === 'disputes' ? 'page' : undefined}
      >
        {t('admin.section.disputes')}
      </Link>
    </nav>
  );
}
