import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { Button } from './button';
import styles from './feedback.module.css';

export function Spinner({ small = false, label }: { small?: boolean; label?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      className={`${styles.spinner} ${small ? styles.small : ''}`}
    >
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}

/**
 * `page`: the page's main content is on its way. It holds a window's height meanwhile, so the footer stays out of
 * view instead of showing and then jumping away when the content arrives (a layout shift).
 */
export function Loading({ label, page = false }: { label?: string; page?: boolean }) {
  const t = useT();
  return (
    <div
      className={`${styles.centered} ${page ? styles.page : ''}`}
      role="status"
      aria-live="polite"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('feedback.loading')}</span>
    </div>
  );
}

/** Full-screen loading screen shown while the app starts or a global task runs. */
export function LoadingScreen({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <div className={styles.centered}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{label ?? t('feedback.loadingHarambee')}</span>
      </div>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className={styles.centered}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('feedback.tryAgain')}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}

type Tone = 'error' | 'success' | 'info' | 'warning';
const toneClass: Record<Tone, string | undefined> = {
  error: styles.alertError,
  success: styles.alertSuccess,
  info: styles.alertInfo,
  warning: styles.alertWarning,
};

export function Alert({
  tone,
  children,
  className = '',
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${toneClass[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
