import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { LogoutDialog } from '@/components/logout-dialog';
import { TestModeBanner } from '@/features/donate/components/test-mode-banner';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { configureApiClient } from '@/lib/api-client';
import { LayoutPart } from './layout-part';

const CookieConsent = lazy(() =>
  import('@/features/cookies/components/cookie-consent').then((module) => ({
    default: module.CookieConsent,
  })),
);

export const SESSION_EXPIRED_TOAST = 'Your session has expired. Please log in again.';

function useSessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({
      onSessionExpired: () => {
        toast.error(SESSION_EXPIRED_TOAST, { toastId: 'session-expired' });
        navigate(paths.login.getHref(true));
      },
    });
  }, [navigate]);
}

/** After client-side navigation, move focus to the new page so screen readers announce it. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

/** Consent lives in this browser's storage: asked only once the page is the browser's. */
function BrowserCookieConsent() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}

export function RootLayout() {
  useSessionExpiryRedirect();
  const main = useFocusOnNavigation();
  return (
    <>
      <TestModeBanner />
      <LayoutPart name="header">
        <Header />
      </LayoutPart>
      <main id="main-content" ref={main} tabIndex={-1}>
        <LayoutPart name="page">
          <Outlet />
        </LayoutPart>
      </main>
      <LayoutPart name="footer">
        <Footer />
      </LayoutPart>
      <LogoutDialog />
      <BrowserCookieConsent />
      <ScrollRestoration getKey={(location) => location.pathname + location.search} />
    </>
  );
}
