// Global styles first, so that every component's module CSS (bundled after them) overrides them, e.g. `.container`.
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter, loadScreensAt } from './app/router';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from './config/server-state';
import { createQueryClient } from './lib/query-client';

const readServerState = (): ServerState | undefined => {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : undefined;
};

/** A page the server rendered is hydrated with the data it was rendered with; any other starts from the shell. */
async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const server = readServerState();
  const screensLoaded = server
    ? await loadScreensAt(window.location).then(
        () => true,
        () => false,
      )
    : false;
  if (!server || !screensLoaded) {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={createAppRouter()} />
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, server.queries);
  // As a transition, hydration yields to the browser between components instead of blocking it in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={createAppRouter()} renderedOn={server.renderedOn} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
void start(root);
