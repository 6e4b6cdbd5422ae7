import { readFileSync } from 'node:fs';
import { escapeHtml } from './escape';

const ROOT_OPENING = '<div id="root">';

/**
 * index.html cut around what a page replaces: the title, the description and the root element's content; `afterRoot`
 * goes right after the root element (data for the app, outside what it renders).
 */
export type AppShell = {
  render: (page?: {
    head?: string;
    root?: string;
    afterRoot?: string;
    language?: string;
    /** The shell's notice without scripts, in the page's language; a rendered page (`root`) works without: none. */
    noScript?: string;
    /** An islands page's script, in place of the app's. */
    islandsEntry?: string;
    /** The boot screen's words while the app loads, in the page's language. */
    loading?: string;
  }) => string;
};

const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const BOOT_WORDS = /<p>[\s\S]*?<\/p>/;
const APP_SCRIPT = /<script type="module"[^>]*><\/script>/;

/** Where the element opened just before `from` closes, counting nested divs. */
const closingDivAt = (html: string, from: number) => {
  const tags = /<\/?div\b[^>]*>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  throw new Error('index.html: the root element is not closed');
};

export const parseAppShell = (html: string): AppShell => {
  const rootStart = html.indexOf(ROOT_OPENING);
  if (rootStart < 0) throw new Error(`index.html has no ${ROOT_OPENING}`);
  const contentStart = rootStart + ROOT_OPENING.length;
  const contentEnd = closingDivAt(html, contentStart);
  const plainHead = html.slice(0, contentStart);
  const bootScreen = html.slice(contentStart, contentEnd);
  const rootClose = html.slice(contentEnd, contentEnd + '</div>'.length);
  const rest = html.slice(contentEnd + rootClose.length);
  return {
    render: ({ head, root, afterRoot = '', language, noScript, islandsEntry, loading } = {}) => {
      const scripted = islandsEntry
        ? plainHead.replace(
            APP_SCRIPT,
            // The app's entry stays named, for the islands to fetch when a visitor heads into the app.
            (app) =>
              `<script type="module" crossorigin src="${escapeHtml(islandsEntry)}" data-app-shell="${
                /src="([^"]*)"/.exec(app)?.[1] ?? ''
              }"></script>`,
          )
        : plainHead;
      const languageHead = language
        ? scripted.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
        : scripted;
      const withHead = head
        ? languageHead
            .replace(/\s*<title>[\s\S]*?<\/title>/, '')
            .replace(/\s*<meta name="description"[^>]*>/, '')
            // A function, not a string: `$&`, `$'` or `` $` `` in a title would be read as replacement patterns.
            .replace('</head>', () => `  ${head}\n  </head>`)
        : languageHead;
      const notice =
        root !== undefined
          ? rest.replace(NOSCRIPT, '')
          : noScript
            ? rest.replace(NOSCRIPT, () => `<noscript>${escapeHtml(noScript)}</noscript>`)
            : rest;
      const boot = loading
        ? bootScreen.replace(BOOT_WORDS, () => `<p>${escapeHtml(loading)}</p>`)
        : bootScreen;
      return withHead + (root ?? boot) + rootClose + afterRoot + notice;
    },
  };
};

/** The built app's index.html, as it is when the server starts. */
export const loadAppShell = (indexHtml: string) => parseAppShell(readFileSync(indexHtml, 'utf8'));
