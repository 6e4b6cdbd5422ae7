import {
  type Language,
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
} from '@harambee/messages/src/language-codes';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { pathInLanguage } from '@/lib/i18n/language';
import { rememberLanguage } from '@/lib/i18n/language-choice';
import styles from './language-switcher.module.css';

/** The same page in each language: plain links (a full navigation, without JavaScript too); the click is remembered. */
function LanguageLinks({ className }: { className?: string }) {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const current = intl.locale as Language;
  return (
    <ul className={className}>
      {LANGUAGE_CODES.map((code) => (
        <li key={code}>
          {code === current ? (
            <span lang={code} aria-current="true" className={styles.current}>
              {intl.formatMessage(
                { id: 'language.switcher.current' },
                { language: LANGUAGE_NAMES[code] },
              )}
            </span>
          ) : (
            <a
              href={`${pathInLanguage(pathname, code)}${search}${hash}`}
              lang={code}
              hrefLang={code}
              onClick={() => rememberLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function GlobeIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </svg>
  );
}

/** The header's: a disclosure (works without JavaScript) showing the page's language code, opening the list. */
export function HeaderLanguageSwitcher() {
  const intl = useIntl();
  return (
    <details className={styles.menu}>
      <summary className={styles.summary}>
        <GlobeIcon />
        {/* Named "Language EN": the visible code is part of the name, as speech-input users say what they see. */}
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'language.switcher.label' })}{' '}
        </span>
        <span>{intl.locale.toUpperCase()}</span>
      </summary>
      <nav aria-label={intl.formatMessage({ id: 'language.switcher.label' })}>
        <LanguageLinks className={styles.menuList} />
      </nav>
    </details>
  );
}

/** The footer's: every language in a row. */
export function FooterLanguageSwitcher() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'language.switcher.label' });
  return (
    <nav aria-label={label} className={styles.footer}>
      <GlobeIcon />
      <LanguageLinks className={styles.row} />
    </nav>
  );
}
