import type { Language } from '@harambee/messages/src/language-codes';
import type { DonorMoney } from '@harambee/rules';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { WebMessages } from '@/lib/i18n/messages';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({
  queryClient,
  router,
  renderedOn,
  donorMoney,
  language,
  messages,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  renderedOn?: number;
  donorMoney?: DonorMoney;
  language: Language;
  messages: WebMessages;
}) {
  return (
    <AppProvider
      queryClient={queryClient}
      renderedOn={renderedOn}
      donorMoney={donorMoney}
      language={language}
      messages={messages}
    >
      <RouterProvider router={router} />
    </AppProvider>
  );
}
