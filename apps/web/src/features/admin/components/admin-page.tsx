import type { ReactNode } from 'react';
import styles from './admin.module.css';

/** The frame of every admin screen. */
export function AdminPage({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={`container ${styles.page}`}>
      {narrow ? <div className={styles.narrow}>{children}</div> : children}
    </div>
  );
}
