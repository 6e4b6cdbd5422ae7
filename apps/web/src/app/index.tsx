import type { Language } from '@harambee/messages/src/language-codes';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { WebMessages } from '@/lib/i18n/messages';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({
  queryClient,
  router,
  renderedOn,
  language,
  messages,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  renderedOn?: number;
  language: Language;
  messages: WebMessages;
}) {
  return (
    <AppProvider
      queryClient={queryClient}
      renderedOn={renderedOn}
      language={language}
      messages={messages}
    >
      <RouterProvider router={router} />
    </AppProvider>
  );
}
