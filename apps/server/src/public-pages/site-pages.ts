import { paths } from '../../../web/src/config/paths';
import { DEFAULT_DESCRIPTION, type PageHead, SITE_NAME } from './page-head';

const titled = (title: string) => `${title} | ${SITE_NAME}`;

/** The public pages that are the same for everyone, as the app titles them; listed in the sitemap. */
export const staticPublicPages: PageHead[] = [
  {
    path: paths.home.path,
    title: `${SITE_NAME} | Help fundraise for business causes`,
    description:
      'Harambee: crowdfunding for African entrepreneurs. Launch a fundraiser for free, with no hidden fees.',
  },
  {
    path: paths.searchCampaigns.path,
    title: titled('Find Campaigns'),
    description:
      'Search fundraising campaigns by African entrepreneurs by category, country, goal and days left.',
  },
  {
    path: paths.about.path,
    title: titled('About Us'),
    description:
      'Harambee connects African entrepreneurs with backers worldwide. Our mission, values, team and impact.',
  },
  {
    path: paths.faq.path,
    title: titled('Frequently Asked Questions'),
    description:
      'Answers about fees, campaign review, investing, payments and support on Harambee.',
  },
  {
    path: paths.blog.path,
    title: titled('Impact Stories'),
    description: 'Stories of African entrepreneurs and the backers who funded them.',
  },
  {
    path: paths.ledger.path,
    title: titled('Public ledger'),
    description:
      'Every gift, refund, fee and payout on Harambee, in a signed log anyone can verify.',
  },
  {
    path: paths.terms.path,
    title: titled('Terms of Service'),
    description:
      'These terms govern your use of Harambee, whether you run a campaign, donate or invest.',
  },
  {
    path: paths.privacy.path,
    title: titled('Privacy Policy'),
    description:
      'This policy explains what personal data Harambee collects, why, and the choices you have.',
  },
  {
    path: paths.cookiePolicy.path,
    title: titled('Cookie Policy'),
    description: 'This policy explains how Harambee uses cookies and how you control them.',
  },
];

export const notFoundHead = (path: string): PageHead => ({
  path,
  title: titled('Page Not Found'),
  description: DEFAULT_DESCRIPTION,
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
