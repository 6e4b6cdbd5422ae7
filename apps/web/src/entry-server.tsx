import { dehydrate, type DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Language } from '@harambee/messages/src/language-codes';
import type { DonorMoney } from '@harambee/rules';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import { parse } from '@formatjs/icu-messageformat-parser';
import { isIslandsPage, pageDataOf } from './app/page-data';
import { RenderedIslands } from './islands/island';
import { type IslandName, type IslandPageTexts, islandTextKeys } from './islands/island-texts';
import { AppProvider } from './app/provider';
import { routes, screenFilesAt } from './app/router';
import type { ServerState } from './config/server-state';
import { setApiOrigin } from './lib/api-client';
import { basenameOf, languageOfPath } from './lib/i18n/language';
import { loadWebMessages } from './lib/i18n/messages';
import { queryConfig } from './lib/query-client';

/** The page's HTML, the data it was rendered with and the source files of its screens (for the server's preloads). */
export type RenderedPage = {
  html: string;
  state: ServerState;
  screens: string[];
  /** The page's language, from its address: `<html lang>` and the alternates say it. */
  language: Language;
  /** On an islands page, the texts its islands format: the browser hydrates those alone, not the app. */
  islands?: IslandPageTexts;
};

const islandTexts = (
  language: Language,
  messages: Record<string, string>,
  rendered: Set<IslandName>,
  renderedOn: number,
): IslandPageTexts => ({
  language,
  renderedOn,
  messages: Object.fromEntries(
    islandTextKeys(Object.keys(messages), rendered).map((key) => [key, parse(messages[key]!)]),
  ),
});

export type RenderOptions = {
  /** Where the server answers its own API: the pages read the same JSON the browser would. */
  apiOrigin: string;
  /** Aborted when the page is out of time: its fetches and its render stop. */
  signal: AbortSignal;
  /** The currency and country the donate form starts with, chosen from the visitor's request (donate page only). */
  donorMoney?: DonorMoney;
};

/** One handler a language: its basename (`/fr`) keeps every link of the page in that language. */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
const handlerFor = (basename: string | undefined) => {
  const key = basename ?? '';
  let handler = handlers.get(key);
  if (!handler) {
    handler = createStaticHandler(routes, { basename });
    handlers.set(key, handler);
  }
  return handler;
};

const startOfUtcDay = (now: Date) =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/**
 * The cache without its clock: a page rendered from the same data on the same day is the same bytes (its ETag holds).
 * The browser dates it to its own visit (start.tsx).
 */
const withoutClock = ({ queries, mutations }: DehydratedState): DehydratedState => ({
  mutations,
  queries: queries.map((query) => ({
    ...query,
    dehydratedAt: 0,
    state: { ...query.state, dataUpdatedAt: 0 },
  })),
});

/** The whole page, once every part is ready: the browser's first render (hydration) gets the same. */
function renderToHtml(page: ReactNode, signal: AbortSignal) {
  return new Promise<string>((resolve, reject) => {
    let failure: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (failure) reject(failure);
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(page, {
      onAllReady: () => stream.pipe(sink),
      // Each part of the page stays in place, readable without JavaScript: React would move a large part to the end.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // An error inside the page would leave a part for the browser to render: the page goes out unrendered instead.
      onError: (error) => {
        failure ??= error;
      },
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/** A public page with its data, as HTML for the root element; rejects when the page cannot be rendered whole. */
export async function renderPage(
  url: string,
  { apiOrigin, signal, donorMoney }: RenderOptions,
): Promise<RenderedPage> {
  setApiOrigin(apiOrigin);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...queryConfig.queries, retry: false } },
  });
  signal.addEventListener('abort', () => void queryClient.cancelQueries(), { once: true });
  // Errors name the path alone: a receipt's address holds its key, which no log may keep.
  const where = new URL(url).pathname;
  const language = languageOfPath(where);
  const handler = handlerFor(basenameOf(language));
  const messages = await loadWebMessages(language);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) throw new Error(`${where} answers ${context.status}`);
  if (context.errors)
    throw new Error(
      `${where} failed to load: ${Object.values(context.errors).map(String).join('; ')}`,
    );
  const page = { queryClient, url: new URL(url) };
  await Promise.all(
    context.matches.map(({ route, params }) => pageDataOf(route.handle)?.({ ...page, params })),
  );
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0)
    throw new Error(`${where}: ${failed.map((query) => String(query.state.error)).join('; ')}`);
  const state: ServerState = {
    queries: withoutClock(dehydrate(queryClient)),
    renderedOn: startOfUtcDay(new Date()),
    ...(donorMoney && { donorMoney }),
  };
  const islands = context.matches.some(({ route }) => isIslandsPage(route.handle));
  const rendered = new Set<IslandName>();
  const html = await renderToHtml(
    <StrictMode>
      <RenderedIslands value={islands ? rendered : undefined}>
        <AppProvider
          queryClient={queryClient}
          renderedOn={state.renderedOn}
          donorMoney={state.donorMoney}
          language={language}
          messages={messages}
        >
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProvider>
      </RenderedIslands>
    </StrictMode>,
    signal,
  );
  return {
    html,
    state,
    screens: screenFilesAt(url),
    language,
    ...(islands && { islands: islandTexts(language, messages, rendered, state.renderedOn) }),
  };
}
