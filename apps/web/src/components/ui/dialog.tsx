import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import styles from './dialog.module.css';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** When false, Escape and the backdrop do not close it (e.g. while a payment is processing). */
  dismissible?: boolean;
};

/** A modal on the native <dialog>: focus moves in, the page behind is inert, focus returns on close. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide = false,
  dismissible = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      // Named once open: a closed dialog rendered by the server keeps its attributes when an island hydrates it
      // (Preact leaves them as they are), and its title's id is the browser's.
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('dialog.close')}
              disabled={!dismissible}
            >
              ×
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}

export const dialogActionsClass = styles.actions;
