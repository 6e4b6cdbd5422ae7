import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

const CookieConsent = lazy(() =>
  import('./cookie-consent').then((module) => ({ default: module.CookieConsent })),
);

/** Consent lives in this browser's storage: asked only once the page is the browser's. */
export function BrowserCookieConsent() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
