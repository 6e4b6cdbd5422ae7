import type { ReactNode } from 'react';
import styles from './auth.module.css';

export const authStyles = styles;

/** The centred card the sign-in, reset and verification screens sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        {title && <h1 className={styles.title}>{title}</h1>}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
