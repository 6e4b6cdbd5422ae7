import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { LoadingProvider } from '@/components/loading-provider';
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
