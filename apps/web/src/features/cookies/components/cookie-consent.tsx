import { lazy, Suspense, useEffect, useRef } from 'react';
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

/**
 * The notice is not a dialog, yet it still waits: another dialog (e.g. a payment in progress) is never covered, and a
 * form being filled in is never interrupted; it shows once the dialog closes and the form is sent or left.
 */
const BANNER_RETRY_MS = 1000;
const mustWait = () => Boolean(document.querySelector('dialog[open]')) || formInProgress();

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

/** The preferences dialog's script, fetched once someone first opens it. */
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences').then((module) => ({ default: module.CookiePreferencesDialog })),
);

/** Cookie banner (2 s after load when consent is missing or older than 180 days) and the preferences dialog. */
export function CookieConsent() {
  const { banner, panel } = useConsentUi();
  const panelOpened = useRef(false);
  panelOpened.current ||= panel;

  useEffect(() => {
    if (!needsConsent()) return;
    watchForms();
    let timer = window.setTimeout(function show() {
      if (mustWait()) timer = window.setTimeout(show, BANNER_RETRY_MS);
      else consentUi.showBanner();
    }, BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <CookieBanner open={banner && !panel} onAcceptAll={acceptAll} onRejectAll={rejectAll} />
      {panelOpened.current && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={panel}
            initial={readPreferences()}
            onSave={save}
            onCancel={consentUi.closePanel}
          />
        </Suspense>
      )}
    </>
  );
}
