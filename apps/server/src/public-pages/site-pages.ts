import { type Language, message } from '@harambee/messages';
import { paths } from '../../../web/src/config/paths';
import { type PageHead, SITE_NAME } from './page-head';

const titled = (title: string) => `${title} | ${SITE_NAME}`;

type PageName =
  'search' | 'about' | 'faq' | 'blog' | 'ledger' | 'terms' | 'privacy' | 'cookiePolicy';

const staticPage = (language: Language, path: string, name: PageName): PageHead => ({
  path,
  title: titled(message(language, `pages.${name}.title`)),
  description: message(language, `pages.${name}.description`),
});

/** The public pages that are the same for everyone, as the app titles them in a language; listed in the sitemap. */
export const staticPublicPages = (language: Language): PageHead[] => [
  {
    path: paths.home.path,
    title: `${SITE_NAME} | ${message(language, 'pages.home.title')}`,
    description: message(language, 'pages.home.description'),
  },
  staticPage(language, paths.searchCampaigns.path, 'search'),
  staticPage(language, paths.about.path, 'about'),
  staticPage(language, paths.faq.path, 'faq'),
  staticPage(language, paths.blog.path, 'blog'),
  staticPage(language, paths.ledger.path, 'ledger'),
  staticPage(language, paths.terms.path, 'terms'),
  staticPage(language, paths.privacy.path, 'privacy'),
  staticPage(language, paths.cookiePolicy.path, 'cookiePolicy'),
];

export const notFoundHead = (path: string, language: Language): PageHead => ({
  path,
  title: titled(message(language, 'pages.notFound.title')),
  description: message(language, 'pages.default.description'),
});

const patternOf = (route: string) =>
  new RegExp(
    `^${route
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
  );

const appPages = Object.values(paths).map((page) => patternOf(page.path));

/** Whether the web app has a screen at this path (any other shows its not-found page). */
export const isAppPage = (path: string) => appPages.some((pattern) => pattern.test(path));
