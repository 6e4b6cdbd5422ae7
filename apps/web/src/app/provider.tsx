import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { LoadingProvider } from '@/components/loading-provider';
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';
import { ServerRenderTimeProvider } from '@/hooks/use-display-time';

type AppProviderProps = {
  queryClient: QueryClient;
  /** When the server rendered the page the browser hydrates. */
  renderedAt?: number;
  children: ReactNode;
};

export function AppProvider({ queryClient, renderedAt, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerRenderTimeProvider value={renderedAt}>
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
      </ServerRenderTimeProvider>
    </QueryClientProvider>
  );
}
