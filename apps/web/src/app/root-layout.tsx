import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { LogoutDialog } from '@/components/logout-dialog';
import { TestModeBanner } from '@/features/donate/components/test-mode-banner';
import { paths } from '@/config/paths';
import { BrowserCookieConsent } from '@/features/cookies/components/browser-cookie-consent';
import { Island } from '@/islands/island';
import { configureApiClient } from '@/lib/api-client';
import { LayoutPart } from './layout-part';

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
      <Island name="logout-dialog" props={{}}>
        <LogoutDialog />
      </Island>
      <Island name="cookie-consent" props={{}}>
        <BrowserCookieConsent />
      </Island>
      <ScrollRestoration getKey={(location) => location.pathname + location.search} />
    </>
  );
}
