import { logger } from '@harambee/database';
import type { DonorMoney } from '@harambee/rules';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  SCREEN_SCRIPTS_ELEMENT_ID,
  SERVER_STATE_ELEMENT_ID,
} from '../../../web/src/config/server-state';
import {
  ISLAND_TEXTS_ELEMENT_ID,
  type IslandPageTexts,
} from '../../../web/src/islands/island-texts';
import { jsonForScript } from './escape';
import type { ScreenScripts } from './screen-scripts';

/** What the web app's server build (apps/web/src/entry-server.tsx) offers: a public page rendered with its data. */
export type PageRenderer = {
  renderPage: (
    url: string,
    options: { apiOrigin: string; signal: AbortSignal; donorMoney?: DonorMoney },
  ) => Promise<{ html: string; state: unknown; screens: string[]; islands?: IslandPageTexts }>;
};

/**
 * A rendered page for the shell: the root element's content and, after it, what the browser hydrates it with and the
 * scripts of its screens.
 */
export type RenderedRoot = { root: string; afterRoot: string; islandsEntry?: string };

const jsonElement = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/** Where `npm run build:web` writes the server build of the web app built into `webDist`: beside it. */
export const serverBuildBeside = (webDist: string) =>
  path.join(path.dirname(webDist), 'dist-server', 'entry-server.cjs');

/** The server build, or nothing when the web app was built without it (the pages then go out as the shell). */
export const loadPageRenderer = (file: string | undefined): PageRenderer | undefined => {
  if (!file) return undefined;
  if (!existsSync(file)) {
    logger.warn('the web app has no server build; pages go out unrendered', { file });
    return undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, found at run time
  return require(file) as PageRenderer;
};

export const renderRoot = async (
  renderer: PageRenderer,
  url: string,
  options: { apiOrigin: string; signal: AbortSignal; donorMoney?: DonorMoney },
  scriptsOf: ScreenScripts,
  islandsEntry: string | undefined,
): Promise<RenderedRoot> => {
  const { html, state, screens, islands } = await renderer.renderPage(url, options);
  // An islands page is a document: the browser makes its islands live, each with its own texts, not the whole app.
  if (islands && islandsEntry)
    return { root: html, afterRoot: jsonElement(ISLAND_TEXTS_ELEMENT_ID, islands), islandsEntry };
  return {
    root: html,
    afterRoot:
      jsonElement(SERVER_STATE_ELEMENT_ID, state) +
      jsonElement(SCREEN_SCRIPTS_ELEMENT_ID, scriptsOf(screens)),
  };
};
