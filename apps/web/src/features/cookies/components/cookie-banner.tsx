import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './cookies.module.css';

type CookieBannerProps = {
  open: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onCustomize: () => void;
};

/** 'We value your privacy': a modal bar over a dimmed page until the visitor chooses. */
export function CookieBanner({ open, onAcceptAll, onRejectAll, onCustomize }: CookieBannerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const acceptAll = useRef<HTMLButtonElement>(null);
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first focusable element (the policy link); the main choice should have focus.
      acceptAll.current?.focus();
    }
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.banner}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      onCancel={(event) => event.preventDefault()}
    >
      {open && (
        <div className={`container ${styles.bannerInner}`}>
          <div>
            <h2 id="cookie-banner-title" className={styles.bannerTitle}>
              {t('cookies.title')}
            </h2>
            <p id="cookie-banner-text" className={styles.bannerText}>
              {intl.formatMessage(
                { id: 'cookies.text' },
                {
                  link: (words) => (
                    <Link key="policy" to={paths.cookiePolicy.getHref()}>
                      {words}
                    </Link>
                  ),
                },
              )}
            </p>
          </div>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onCustomize}>
              {t('cookies.customize')}
            </Button>
            {/* Refusing is as easy as accepting: the same weight, one tap. */}
            <Button onClick={onRejectAll}>{t('cookies.rejectAll')}</Button>
            <Button ref={acceptAll} onClick={onAcceptAll}>
              {t('cookies.acceptAll')}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
