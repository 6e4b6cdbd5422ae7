import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { languageOfPath } from '@/lib/i18n/language';
import { loadAdminMessages } from '@/lib/i18n/messages';

/** The admin area: one guard (admin-layout) around its screens, each in its own chunk, and the admin's texts. */
export const adminRoutes: RouteObject = {
  lazy: () =>
    Promise.all([
      import('./admin-layout'),
      loadAdminMessages(languageOfPath(window.location.pathname)),
    ]).then(([m]) => ({
      loader: m.adminLoader,
      Component: m.AdminLayoutRoute,
    })),
  children: [
    {
      path: paths.admin.path,
      lazy: () => import('./admin-panel').then((m) => ({ Component: m.AdminPanelRoute })),
    },
    {
      path: paths.adminContacts.path,
      lazy: () => import('./admin-panel').then((m) => ({ Component: m.AdminContactsRoute })),
    },
    {
      path: paths.adminMail.path,
      lazy: () => import('./admin-panel').then((m) => ({ Component: m.AdminMailRoute })),
    },
    {
      path: paths.adminWithdrawals.path,
      lazy: () => import('./admin-panel').then((m) => ({ Component: m.AdminWithdrawalsRoute })),
    },
    {
      path: paths.adminDisputes.path,
      lazy: () => import('./admin-panel').then((m) => ({ Component: m.AdminDisputesRoute })),
    },
    {
      path: paths.adminCampaign.path,
      lazy: () => import('./admin-campaign').then((m) => ({ Component: m.AdminCampaignRoute })),
    },
    {
      path: paths.adminBlog.path,
      lazy: () => import('./admin-blog').then((m) => ({ Component: m.AdminBlogRoute })),
    },
    {
      path: paths.adminBlogNew.path,
      lazy: () => import('./admin-blog-form').then((m) => ({ Component: m.AdminBlogNewRoute })),
    },
    {
      path: paths.adminBlogEdit.path,
      lazy: () => import('./admin-blog-form').then((m) => ({ Component: m.AdminBlogEditRoute })),
    },
    {
      path: paths.adminDonate.path,
      lazy: () => import('./admin-donate').then((m) => ({ Component: m.AdminDonateRoute })),
    },
    {
      path: paths.adminGenerateDonations.path,
      lazy: () =>
        import('./admin-generate-donations').then((m) => ({
          Component: m.AdminGenerateDonationsRoute,
        })),
    },
  ],
};
