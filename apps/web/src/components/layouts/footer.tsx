import { Link } from 'react-router-dom';
import { PRODUCT_NAME, TAGLINE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDisplayTime } from '@/hooks/use-display-time';
import { openCookiePreferences } from '@/lib/cookie-consent';
import { formatYear } from '@/lib/format';
import { LogoMark } from '../ui/logo';
import styles from './footer.module.css';

const aboutLinks = [
  ['mission', 'Our Mission'],
  ['who-we-are', 'Who We Are'],
  ['team', 'Our Team'],
  ['impact', 'Our Impact'],
  ['how-it-works', 'How It Works'],
  ['testimonials', 'Success Stories'],
  ['contact', 'Contact Us'],
] as const;

const exploreLinks = [
  [paths.blog.getHref(), 'Impact Stories'],
  [paths.searchCampaigns.getHref(), 'Browse Campaigns'],
  [paths.createCampaign.getHref(), 'Start a Campaign'],
  [paths.home.getHref('featured-stories'), 'Featured Stories'],
  [paths.faq.getHref(), 'FAQ'],
  [paths.ledger.getHref(), 'Public Ledger'],
] as const;

const legalLinks = [
  [paths.terms.getHref(), 'Terms of Service'],
  [paths.privacy.getHref(), 'Privacy Policy'],
  [paths.cookiePolicy.getHref(), 'Cookie Policy'],
] as const;

export function Footer() {
  const { now, timeZone } = useDisplayTime();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            <Link to={paths.home.getHref()} className={styles.brand}>
              <LogoMark /> {PRODUCT_NAME}
            </Link>
            <p className={styles.tagline}>
              {TAGLINE}. Crowdfunding that connects African entrepreneurs with backers worldwide.
            </p>
          </div>
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.heading}>
              About
            </h2>
            <ul className={styles.list}>
              {aboutLinks.map(([hash, label]) => (
                <li key={hash}>
                  <Link to={paths.about.getHref(hash)}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className={styles.heading}>
              Explore
            </h2>
            <ul className={styles.list}>
              {exploreLinks.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.heading}>
              Legal
            </h2>
            <ul className={styles.list}>
              {legalLinks.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
              <li>
                <button type="button" className={styles.linkButton} onClick={openCookiePreferences}>
                  Cookie Preferences
                </button>
              </li>
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <span>
            © {formatYear(now, timeZone)} {PRODUCT_NAME}. All rights reserved.
          </span>
          <span>Support: 8am-8pm EAT</span>
        </div>
      </div>
    </footer>
  );
}
