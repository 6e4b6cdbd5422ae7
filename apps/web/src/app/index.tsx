import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({
  queryClient,
  router,
  renderedOn,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  renderedOn?: number;
}) {
  return (
    <AppProvider queryClient={queryClient} renderedOn={renderedOn}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
