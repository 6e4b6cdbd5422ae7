import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { LoadingProvider } from '@/components/loading-provider';
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';
import { ServerRenderDayProvider } from '@/hooks/use-display-time';

type AppProviderProps = {
  queryClient: QueryClient;
  /** The UTC day the server rendered the page the browser hydrates. */
  renderedOn?: number;
  children: ReactNode;
};

export function AppProvider({ queryClient, renderedOn, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerRenderDayProvider value={renderedOn}>
        <LoadingProvider>
          {children}
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
        </LoadingProvider>
      </ServerRenderDayProvider>
    </QueryClientProvider>
  );
}
