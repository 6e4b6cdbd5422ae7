import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ queryClient, router, renderedAt }: { queryClient: QueryClient; router: AppRouter; renderedAt?: number }) {
  return (
    <AppProvider queryClient={queryClient} renderedAt={renderedAt}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
