import { useEffect, useRef } from 'react';
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
              We value your privacy
            </h2>
            <p id="cookie-banner-text" className={styles.bannerText}>
              We use cookies to enhance your browsing experience, serve personalised ads or content,
              and analyse our traffic. By clicking &quot;Accept All&quot;, you consent to our use of
              cookies. Read our <Link to={paths.cookiePolicy.getHref()}>Cookie Policy</Link>.
            </p>
          </div>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onCustomize}>
              Customize
            </Button>
            {/* Refusing is as easy as accepting: the same weight, one tap. */}
            <Button onClick={onRejectAll}>Reject all</Button>
            <Button ref={acceptAll} onClick={onAcceptAll}>
              Accept All
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
