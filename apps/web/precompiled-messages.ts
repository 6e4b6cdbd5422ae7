import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

type Parse = (message: string) => unknown;

const CATALOGUE_FILE = /[\\/]packages[\\/]messages[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/** The ICU parser the browser's react-intl formats with, so the build reads each text exactly as it would. */
const parserOfReactIntl = async (): Promise<Parse> => {
  const fromWeb = createRequire(import.meta.url);
  const fromReactIntl = createRequire(fromWeb.resolve('react-intl'));
  const fromFormatter = createRequire(fromReactIntl.resolve('intl-messageformat'));
  const parser = (await import(pathToFileURL(fromFormatter.resolve(PARSER)).href)) as {
    parse: Parse;
  };
  return parser.parse;
};

/**
 * The browser gets its texts already parsed: the catalogue's ICU messages become react-intl's message trees at build
 * time, and the parser (a quarter of the internationalisation code) stays out of the download. No text is parsed on
 * the phone while the page hydrates. The server renders from the same texts, parsed when it first formats them.
 */
export const precompiledMessages = (): Plugin => {
  let parse: Parse;
  return {
    name: 'harambee-precompiled-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/no-parser.js` }],
      },
    }),
    buildStart: async () => {
      parse = await parserOfReactIntl();
    },
    transform: (code, id) => {
      if (!CATALOGUE_FILE.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, parse(text)]),
      );
      return { code: JSON.stringify(trees), map: null };
    },
  };
};
