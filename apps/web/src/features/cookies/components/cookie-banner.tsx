import { memo } from 'react';
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
 * language); the preferences stay in the footer. It is always in the page, laid out but hidden (out of sight, of the
 * tab order and of screen readers) until it is `open`: showing it then only paints it, a slow phone's cheapest step,
 * with nothing laid out or drawn anew.
 */
export function CookieBanner({ open, ...actions }: CookieBannerProps) {
  return (
    <section
      className={open ? `${styles.banner} ${styles.bannerOpen}` : styles.banner}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      data-testid="cookie-notice"
    >
      <BannerContent {...actions} />
    </section>
  );
}

/** The notice's words and buttons, the same open or hidden: not rendered again when it shows. */
const BannerContent = memo(function BannerContent({
  onAcceptAll,
  onRejectAll,
}: Omit<CookieBannerProps, 'open'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
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
  );
});
