import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter, loadScreensAt } from './app/router';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from './config/server-state';
import { hydrationIsOver } from './hooks/use-hydrated';
import { basenameOf, languageOfPath } from './lib/i18n/language';
import { loadDonorMessages } from './lib/i18n/messages';
import { createQueryClient } from './lib/query-client';

const readServerState = (): ServerState | undefined => {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : undefined;
};

/**
 * The server sends its data undated (see entry-server.tsx). The HTML is revalidated on every visit (no-cache), so the
 * data is as new as this visit: dated so, the page does not fetch it all again right after hydrating. The live
 * campaign page still catches up: joining a campaign's room sends its current progress.
 */
const datedToThisVisit = ({ queries, mutations }: DehydratedState): DehydratedState => ({
  mutations,
  queries: queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: performance.timeOrigin },
  })),
});

/** A page the server rendered is hydrated with the data it was rendered with; any other starts from the shell. */
async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const server = readServerState();
  const language = languageOfPath(window.location.pathname);
  const basename = basenameOf(language);
  // The texts and the screens load side by side: hydration waits for the slower, not for both in turn.
  const [messages, screensLoaded] = await Promise.all([
    loadDonorMessages(language),
    server
      ? loadScreensAt(window.location).then(
          () => true,
          () => false,
        )
      : false,
  ]);
  if (!server || !screensLoaded) {
    hydrationIsOver();
    createRoot(root).render(
      <StrictMode>
        <App
          queryClient={queryClient}
          router={createAppRouter(basename)}
          language={language}
          messages={messages}
        />
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, datedToThisVisit(server.queries));
  hydrateRoot(
    root,
    <StrictMode>
      <App
        queryClient={queryClient}
        router={createAppRouter(basename)}
        renderedOn={server.renderedOn}
        donorMoney={server.donorMoney}
        language={language}
        messages={messages}
      />
    </StrictMode>,
  );
}

export function startApp() {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  void start(root);
}
