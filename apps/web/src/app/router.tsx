import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { basenameOf, languageOfPath } from '@/lib/i18n/language';
import { loadScreenMessages } from '@/lib/i18n/messages';
import { paymentSettingsQueryOptions } from '@/features/donate/api/get-payment-settings';
import type { PageData } from './page-data';
import { adminRoutes } from './routes/admin-routes';
import { accountRoutes, creatorRoutes } from './routes/creator-routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every page shows the test-mode banner when the server takes only sandbox payments. */
const layoutData: PageData = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(paymentSettingsQueryOptions()),
};

type Screen = Pick<RouteObject, 'Component' | 'handle'>;
const screenFiles = new WeakMap<() => Promise<Screen>, string>();

/**
 * A screen the server renders, loaded when its route first matches, with the file it is in (under src/app/routes):
 * the server tells the browser to fetch that file's chunk with the entry's, not after it.
 */
function screen<M>(file: string, load: () => Promise<M>, pick: (module: M) => Screen) {
  const lazy = () => load().then(pick);
  screenFiles.set(lazy, `src/app/routes/${file}.tsx`);
  return lazy;
}

/**
 * Every screen, each in its own lazily loaded chunk; a public page's `handle` names the data it is rendered with. The
 * donate flow's screens come first: the others' texts load with the first of them (see lib/i18n/messages).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    handle: layoutData,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            path: paths.donation.path,
            lazy: screen(
              'donation',
              () => import('./routes/donation'),
              (m) => ({ Component: m.DonationRoute, handle: m.pageData }),
            ),
          },
          {
            path: paths.donationThankYou.path,
            lazy: screen(
              'donation-thank-you',
              () => import('./routes/donation-thank-you'),
              (m) => ({ Component: m.DonationThankYouRoute, handle: m.pageData }),
            ),
          },
          {
            path: paths.donate.path,
            lazy: () => import('./routes/donate').then((m) => ({ Component: m.DonateRoute })),
          },
          {
            lazy: () => loadScreenMessages().then(() => ({})),
            children: [
              {
                path: paths.home.path,
                lazy: screen(
                  'home',
                  () => import('./routes/home'),
                  (m) => ({ Component: m.HomeRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.searchCampaigns.path,
                lazy: screen(
                  'search-campaigns',
                  () => import('./routes/search-campaigns'),
                  (m) => ({ Component: m.SearchCampaignsRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.campaign.path,
                lazy: screen(
                  'campaign',
                  () => import('./routes/campaign'),
                  (m) => ({ Component: m.CampaignRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.campaignLedger.path,
                lazy: screen(
                  'campaign-ledger',
                  () => import('./routes/campaign-ledger'),
                  (m) => ({ Component: m.CampaignLedgerRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.ledger.path,
                lazy: screen(
                  'ledger',
                  () => import('./routes/ledger'),
                  (m) => ({ Component: m.LedgerRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.unfollow.path,
                lazy: () =>
                  import('./routes/unfollow').then((m) => ({ Component: m.UnfollowRoute })),
              },
              {
                path: paths.confirmFollow.path,
                lazy: () =>
                  import('./routes/confirm-follow').then((m) => ({
                    Component: m.ConfirmFollowRoute,
                  })),
              },
              {
                path: paths.receipt.path,
                lazy: screen(
                  'receipt',
                  () => import('./routes/receipt'),
                  (m) => ({ Component: m.ReceiptRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.about.path,
                lazy: screen(
                  'about',
                  () => import('./routes/about'),
                  (m) => ({ Component: m.AboutRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.faq.path,
                lazy: screen(
                  'faq',
                  () => import('./routes/faq'),
                  (m) => ({ Component: m.FaqRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.terms.path,
                lazy: screen(
                  'legal',
                  () => import('./routes/legal'),
                  (m) => ({ Component: m.TermsRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.privacy.path,
                lazy: screen(
                  'legal',
                  () => import('./routes/legal'),
                  (m) => ({ Component: m.PrivacyRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.cookiePolicy.path,
                lazy: screen(
                  'legal',
                  () => import('./routes/legal'),
                  (m) => ({ Component: m.CookiePolicyRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.blog.path,
                lazy: screen(
                  'blog',
                  () => import('./routes/blog'),
                  (m) => ({ Component: m.BlogRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.blogPost.path,
                lazy: screen(
                  'blog-post',
                  () => import('./routes/blog-post'),
                  (m) => ({ Component: m.BlogPostRoute, handle: m.pageData }),
                ),
              },
              {
                path: paths.adGenerator.path,
                lazy: () =>
                  import('./routes/ad-generator').then((m) => ({ Component: m.AdGeneratorRoute })),
              },
              adminRoutes,
              ...accountRoutes,
              creatorRoutes,
              {
                path: '*',
                lazy: screen(
                  'not-found',
                  () => import('./routes/not-found'),
                  (m) => ({ Component: m.NotFoundRoute }),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** `basename` is the page's language prefix (`/fr`), if any: every link stays in that language. */
export const createAppRouter = (basename?: string) => createBrowserRouter(routes, { basename });
export type AppRouter = ReturnType<typeof createAppRouter>;

/** The source files of the server-rendered screens at this address, as the client build's manifest names them. */
const basenameAt = (pathname: string) => basenameOf(languageOfPath(pathname));

export const screenFilesAt = (url: string | URL) => {
  const { pathname } = new URL(url);
  return (matchRoutes(routes, pathname, basenameAt(pathname)) ?? []).flatMap(({ route }) => {
    const file = route.lazy && screenFiles.get(route.lazy as () => Promise<Screen>);
    return file ? [file] : [];
  });
};

/** Loads the screens at this address before the router starts, so hydration renders them, not the fallback. */
export async function loadScreensAt(location: Location) {
  const lazyMatches = (matchRoutes(routes, location, basenameAt(location.pathname)) ?? []).filter(
    (match) => typeof match.route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const screen = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}
