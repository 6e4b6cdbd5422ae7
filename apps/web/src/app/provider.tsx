import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@harambee/messages/src/language-codes';
import { lazy, type ReactNode, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { LoadingProvider } from '@/components/loading-provider';
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';
import { ServerRenderDayProvider } from '@/hooks/use-display-time';
import type { DonorMoney } from '@harambee/rules';
import { ServerDonorMoneyProvider } from '@/lib/donor-money';
import { usePageMessages, type WebMessages } from '@/lib/i18n/messages';
import { useToastAsked } from '@/lib/toast';

const ToastContainer = lazy(() =>
  import('react-toastify').then((toasts) => ({ default: toasts.ToastContainer })),
);

type AppProviderProps = {
  queryClient: QueryClient;
  /** The UTC day the server rendered the page the browser hydrates. */
  renderedOn?: number;
  /** The currency and country the server rendered the donate form with. */
  donorMoney?: DonorMoney;
  /** The page's language and its web texts (only that language's). */
  language: Language;
  messages: WebMessages;
  children: ReactNode;
};

export function AppProvider({
  queryClient,
  renderedOn,
  donorMoney,
  language,
  messages,
  children,
}: AppProviderProps) {
  const toastAsked = useToastAsked();
  const texts = usePageMessages(language, messages);
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={texts}>
      <QueryClientProvider client={queryClient}>
        <ServerRenderDayProvider value={renderedOn}>
          <ServerDonorMoneyProvider value={donorMoney}>
            <LoadingProvider>
              {children}
              {toastAsked && (
                <Suspense fallback={null}>
                  <ToastContainer
                    position="top-right"
                    autoClose={TOAST_AUTO_CLOSE_MS}
                    pauseOnHover
                    pauseOnFocusLoss
                    draggable
                    draggablePercent={80}
                    closeOnClick
                    limit={5}
                    newestOnTop
                  />
                </Suspense>
              )}
            </LoadingProvider>
          </ServerDonorMoneyProvider>
        </ServerRenderDayProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}
