import { useEffect } from 'react';
import {
  allAccepted,
  BANNER_DELAY_MS,
  defaultPreferences,
  consentUi,
  needsConsent,
  readPreferences,
  reportConsent,
  savePreferences,
  useConsentUi,
  type CookiePreferences,
} from '@/lib/cookie-consent';
import { formInProgress, watchForms } from '@/lib/form-in-progress';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences';

/**
 * The notice is not a dialog, yet it still waits: another dialog (e.g. a payment in progress) is never covered, and a
 * form being filled in is never interrupted; it shows once the dialog closes and the form is sent or left.
 */
const BANNER_RETRY_MS = 1000;
const mustWait = () => Boolean(document.querySelector('dialog[open]')) || formInProgress();

/** Cookie banner (2 s after load when consent is missing or older than 180 days) and the preferences dialog. */
export function CookieConsent() {
  const { banner, panel } = useConsentUi();

  useEffect(() => {
    if (!needsConsent()) return;
    watchForms();
    let timer = window.setTimeout(function show() {
      if (mustWait()) timer = window.setTimeout(show, BANNER_RETRY_MS);
      else consentUi.showBanner();
    }, BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const acceptAll = () => {
    savePreferences(allAccepted);
    reportConsent('accepted_all', allAccepted);
    consentUi.hideBanner();
  };
  const rejectAll = () => {
    savePreferences(defaultPreferences);
    reportConsent('rejected_all', defaultPreferences);
    consentUi.hideBanner();
  };
  const save = (preferences: CookiePreferences) => {
    savePreferences(preferences);
    reportConsent('saved', preferences);
    consentUi.hideBanner();
    consentUi.closePanel();
  };

  return (
    <>
      <CookieBanner open={banner && !panel} onAcceptAll={acceptAll} onRejectAll={rejectAll} />
      <CookiePreferencesDialog
        open={panel}
        initial={readPreferences()}
        onSave={save}
        onCancel={consentUi.closePanel}
      />
    </>
  );
}
