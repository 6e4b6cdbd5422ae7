import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDisplayTime } from '@/hooks/use-display-time';
import { CookiePreferencesButton } from '@/components/cookie-preferences-button';
import { Island } from '@/islands/island';
import { formatYear } from '@/lib/format';
import { FooterLanguageSwitcher } from '../language-switcher/language-switcher';
import { LogoMark } from '../ui/logo';
import styles from './footer.module.css';

const aboutLinks = [
  ['mission', 'footer.mission'],
  ['who-we-are', 'footer.whoWeAre'],
  ['team', 'footer.team'],
  ['impact', 'footer.impact'],
  ['how-it-works', 'footer.howItWorks'],
  ['testimonials', 'footer.successStories'],
  ['contact', 'footer.contact'],
] as const;

const exploreLinks = [
  [paths.blog.getHref(), 'footer.impactStories'],
  [paths.searchCampaigns.getHref(), 'footer.browse'],
  [paths.createCampaign.getHref(), 'footer.start'],
  [paths.home.getHref('featured-stories'), 'footer.featured'],
  [paths.faq.getHref(), 'footer.faq'],
  [paths.ledger.getHref(), 'footer.ledger'],
] as const;

const legalLinks = [
  [paths.terms.getHref(), 'footer.terms'],
  [paths.privacy.getHref(), 'footer.privacy'],
  [paths.cookiePolicy.getHref(), 'footer.cookiePolicy'],
] as const;

export function Footer() {
  const { now, timeZone } = useDisplayTime();
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            <Link to={paths.home.getHref()} className={styles.brand}>
              <LogoMark /> {PRODUCT_NAME}
            </Link>
            <p className={styles.tagline}>{text('footer.tagline')}</p>
          </div>
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.heading}>
              {text('footer.about')}
            </h2>
            <ul className={styles.list}>
              {aboutLinks.map(([hash, label]) => (
                <li key={hash}>
                  <Link to={paths.about.getHref(hash)}>{text(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className={styles.heading}>
              {text('footer.explore')}
            </h2>
            <ul className={styles.list}>
              {exploreLinks.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{text(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.heading}>
              {text('footer.legal')}
            </h2>
            <ul className={styles.list}>
              {legalLinks.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{text(label)}</Link>
                </li>
              ))}
              <li>
                <Island name="cookie-preferences-button" props={{ className: styles.linkButton }}>
                  <CookiePreferencesButton className={styles.linkButton} />
                </Island>
              </li>
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <span>
            {intl.formatMessage({ id: 'footer.rights' }, { year: formatYear(now, timeZone) })}
          </span>
          <span>{text('footer.support')}</span>
        </div>
        <Island name="footer-language-switcher" props={{}}>
          <FooterLanguageSwitcher />
        </Island>
      </div>
    </footer>
  );
}
