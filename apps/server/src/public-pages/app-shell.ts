import { readFileSync } from 'node:fs';

const ROOT_OPENING = '<div id="root">';

/** index.html cut around what a page replaces: the title, the description and the root element's content. */
export type AppShell = { render: (page?: { head?: string; root?: string }) => string };

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
  const rest = html.slice(contentEnd);
  return {
    render: ({ head, root } = {}) => {
      const withHead = head
        ? plainHead
            .replace(/\s*<title>[\s\S]*?<\/title>/, '')
            .replace(/\s*<meta name="description"[^>]*>/, '')
            .replace('</head>', `  ${head}\n  </head>`)
        : plainHead;
      return withHead + (root ?? bootScreen) + rest;
    },
  };
};

/** The built app's index.html, as it is when the server starts. */
export const loadAppShell = (indexHtml: string) => parseAppShell(readFileSync(indexHtml, 'utf8'));
