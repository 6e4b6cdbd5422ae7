import { CookieConsent } from './cookie-consent';

/**
 * The cookie notice, rendered by the server hidden and shown by the browser when its storage holds no current
 * consent (asked only once the page is the browser's), and the preferences dialog.
 */
export function BrowserCookieConsent() {
  return <CookieConsent />;
}
