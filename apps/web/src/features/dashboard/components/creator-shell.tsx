import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/auth-session';
import styles from './dashboard.module.css';
import { Sidebar } from './sidebar';

/** The creator area: sidebar beside the page. */
export function CreatorShell({
  user,
  children,
}: {
  user: SessionUser | null;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.shell}`}>
      <Sidebar user={user} />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
