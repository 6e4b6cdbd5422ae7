import { DEFAULT_LANGUAGE, type Language, LANGUAGE_CODES } from '@harambee/messages';
import { escapeHtml, jsonForScript } from './escape';
import { OG_LOCALES, pathInLanguage } from './page-language';

export const SITE_NAME = 'Harambee';

/** What a page tells browsers, search engines and link previews about itself. */
export type PageHead = {
  title: string;
  description: string;
  /** The page's path on the public site in English, e.g. /campaign/…; each language has it under its prefix. */
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

const alternate = (hreflang: string, href: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;

/** The page in every language Harambee speaks, English also for any other reader (x-default). */
export const alternateLinks = (publicUrl: string, path: string) => [
  ...LANGUAGE_CODES.map((code) =>
    alternate(code, absoluteUrl(publicUrl, pathInLanguage(path, code))),
  ),
  alternate('x-default', absoluteUrl(publicUrl, path)),
];

/**
 * The tags for the shell's <head> of a page in a language, every value escaped; title and description replace the
 * shell's own. The canonical address is the page in its own language.
 */
export const renderHead = (
  head: PageHead,
  publicUrl: string,
  language: Language = DEFAULT_LANGUAGE,
) => {
  const url = absoluteUrl(publicUrl, pathInLanguage(head.path, language));
  const image = head.image && absoluteUrl(publicUrl, head.image);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(publicUrl, head.path),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:locale', OG_LOCALES[language]),
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
