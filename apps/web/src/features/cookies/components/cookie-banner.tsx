import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './cookies.module.css';

type CookieBannerProps = {
  open: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
};

/**
 * A small notice at the foot of the screen, not a dialog: the page stays usable behind it and keeps its focus. The
 * site stores only what it needs, so the notice says so and offers the one optional thing it uses (remembering the
 * language); the preferences stay in the footer.
 */
export function CookieBanner({ open, onAcceptAll, onRejectAll }: CookieBannerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!open) return null;
  return (
    <section
      className={styles.banner}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      data-testid="cookie-notice"
    >
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
          {/* Refusing is as easy as accepting: the same weight, one tap. */}
          <Button size="small" onClick={onRejectAll}>
            {t('cookies.rejectAll')}
          </Button>
          <Button size="small" onClick={onAcceptAll}>
            {t('cookies.acceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
