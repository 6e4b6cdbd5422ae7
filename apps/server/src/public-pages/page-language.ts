import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_CODES } from '@harambee/messages';
import { languageOfPath, pathInLanguage } from '../../../web/src/lib/i18n/language';

export { pathInLanguage };

/** Open Graph's locale for each language: the regions most of its readers on Harambee live in. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', sw: 'sw_KE' };

/** The cookie the language switcher sets: a visitor's own choice, which wins over the browser's. */
export const LANGUAGE_COOKIE = 'lang';

/** A path in a language as the English page it is: `/fr/campaign/1` → `{ language: 'fr', path: '/campaign/1' }`. */
export const splitLanguage = (pathname: string) => {
  const language = languageOfPath(pathname);
  return { language, path: pathInLanguage(pathname, DEFAULT_LANGUAGE) };
};

/** `/fr` or `/sw` alone: the language's home is `/fr/`. */
export const isBareLanguagePrefix = (pathname: string) =>
  LANGUAGE_CODES.some((code) => code !== DEFAULT_LANGUAGE && pathname === `/${code}`);

/** The language of a `lang` cookie in a Cookie header, when it names one. */
export const savedLanguage = (cookieHeader: string | undefined): Language | undefined => {
  const saved = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(saved) ? saved : undefined;
};

/**
 * The language a browser asks for first among those Harambee speaks (`fr-FR,fr;q=0.9,en;q=0.8` → fr); none when it
 * sends no Accept-Language (crawlers, link previews) or names none of them.
 */
export const preferredLanguage = (acceptLanguage: string | undefined): Language | undefined =>
  acceptLanguage
    ?.split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: range.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, order };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ code }) => code)
    .find(isLanguage);
