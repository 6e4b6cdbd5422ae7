import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
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

/** Every screen, each in its own lazily loaded chunk; a public page's `handle` names the data it is rendered with. */
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
            path: paths.home.path,
            lazy: () =>
              import('./routes/home').then((m) => ({ Component: m.HomeRoute, handle: m.pageData })),
          },
          {
            path: paths.searchCampaigns.path,
            lazy: () =>
              import('./routes/search-campaigns').then((m) => ({
                Component: m.SearchCampaignsRoute,
                handle: m.pageData,
              })),
          },
          {
            path: paths.campaign.path,
            lazy: () =>
              import('./routes/campaign').then((m) => ({
                Component: m.CampaignRoute,
                handle: m.pageData,
              })),
          },
          {
            path: paths.donation.path,
            lazy: () => import('./routes/donation').then((m) => ({ Component: m.DonationRoute })),
          },
          {
            path: paths.donationThankYou.path,
            lazy: () =>
              import('./routes/donation-thank-you').then((m) => ({
                Component: m.DonationThankYouRoute,
              })),
          },
          {
            path: paths.receipt.path,
            lazy: () => import('./routes/receipt').then((m) => ({ Component: m.ReceiptRoute })),
          },
          {
            path: paths.donate.path,
            lazy: () => import('./routes/donate').then((m) => ({ Component: m.DonateRoute })),
          },
          {
            path: paths.about.path,
            lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
          },
          {
            path: paths.faq.path,
            lazy: () => import('./routes/faq').then((m) => ({ Component: m.FaqRoute })),
          },
          {
            path: paths.terms.path,
            lazy: () => import('./routes/legal').then((m) => ({ Component: m.TermsRoute })),
          },
          {
            path: paths.privacy.path,
            lazy: () => import('./routes/legal').then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: paths.cookiePolicy.path,
            lazy: () => import('./routes/legal').then((m) => ({ Component: m.CookiePolicyRoute })),
          },
          {
            path: paths.blog.path,
            lazy: () =>
              import('./routes/blog').then((m) => ({ Component: m.BlogRoute, handle: m.pageData })),
          },
          {
            path: paths.blogPost.path,
            lazy: () =>
              import('./routes/blog-post').then((m) => ({
                Component: m.BlogPostRoute,
                handle: m.pageData,
              })),
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
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Loads the screens at this address before the router starts, so hydration renders them, not the fallback. */
export async function loadScreensAt(location: Location) {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter(
    (match) => typeof match.route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const screen = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}
