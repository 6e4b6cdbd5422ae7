import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './admin.module.css';

type Props = { title: string; back: { to: string; label: string }; action?: ReactNode };

/** A sub-screen's back link, heading and main action. */
export function AdminPageTitle({ title, back, action }: Props) {
  return (
    <>
      <Link to={back.to} className={styles.backLink}>
        ← {back.label}
      </Link>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {action}
      </div>
    </>
  );
}
