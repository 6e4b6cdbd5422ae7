import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingProvider } from '@/components/loading-provider';
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';
import { ServerRenderDayProvider } from '@/hooks/use-display-time';
import { useToastAsked } from '@/lib/toast';

const ToastContainer = lazy(() =>
  import('react-toastify').then((toasts) => ({ default: toasts.ToastContainer })),
);

type AppProviderProps = {
  queryClient: QueryClient;
  /** The UTC day the server rendered the page the browser hydrates. */
  renderedOn?: number;
  children: ReactNode;
};

export function AppProvider({ queryClient, renderedOn, children }: AppProviderProps) {
  const toastAsked = useToastAsked();
  return (
    <QueryClientProvider client={queryClient}>
      <ServerRenderDayProvider value={renderedOn}>
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
      </ServerRenderDayProvider>
    </QueryClientProvider>
  );
}
