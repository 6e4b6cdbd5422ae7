import { escapeHtml, jsonForScript } from './escape';

export const SITE_NAME = 'Harambee';
export const DEFAULT_DESCRIPTION =
  'Harambee: help fundraise for business causes. Crowdfunding for African entrepreneurs.';

/** What a page tells browsers, search engines and link previews about itself. */
export type PageHead = {
  title: string;
  description: string;
  /** The page's path on the public site, e.g. /campaign/… */
  path: string;
  /** Absolute, or a path on the public site. */
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: unknown;
};

export const absoluteUrl = (publicUrl: string, pathOrUrl: string) =>
  new URL(pathOrUrl, publicUrl).toString();

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags for the shell's <head>, every value escaped; title and description replace the shell's own. */
export const renderHead = (head: PageHead, publicUrl: string) => {
  const url = absoluteUrl(publicUrl, head.path);
  const image = head.image && absoluteUrl(publicUrl, head.image);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
};
