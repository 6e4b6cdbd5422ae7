import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Sign-in, password reset, campaign creation and the verification landing: open to everyone. */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: () => import('./login').then((m) => ({ Component: m.LoginRoute })),
  },
  {
    path: paths.forgotPassword.path,
    lazy: () => import('./forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
  },
  {
    path: paths.resetPassword.path,
    lazy: () => import('./reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
  },
  {
    path: paths.signInLink.path,
    lazy: () => import('./sign-in-link').then((m) => ({ Component: m.SignInLinkRoute })),
  },
  {
    path: paths.verifyEmail.path,
    lazy: () => import('./verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
  },
  {
    path: paths.authVerifyEmail.path,
    lazy: () => import('./verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
  },
  {
    path: paths.createCampaign.path,
    lazy: () => import('./create-campaign').then((m) => ({ Component: m.CreateCampaignRoute })),
  },
  {
    path: paths.campaignSuccess.path,
    lazy: () => import('./campaign-success').then((m) => ({ Component: m.CampaignSuccessRoute })),
  },
];

/** The creator's own screens, behind one guard that sends visitors without a token to the login page. */
export const creatorRoutes: RouteObject = {
  lazy: () =>
    import('@/features/auth/components/require-auth').then((m) => ({
      loader: m.requireAuthLoader,
      Component: m.RequireAuth,
    })),
  children: [
    {
      path: paths.dashboard.path,
      lazy: () => import('./dashboard').then((m) => ({ Component: m.DashboardRoute })),
    },
    {
      path: paths.yourData.path,
      lazy: () => import('./your-data').then((m) => ({ Component: m.YourDataRoute })),
    },
    {
      path: paths.wallet.path,
      lazy: () => import('./wallet').then((m) => ({ Component: m.WalletRoute })),
    },
    {
      path: paths.editCampaign.path,
      lazy: () => import('./edit-campaign').then((m) => ({ Component: m.EditCampaignRoute })),
    },
    {
      path: paths.campaignUpdate.path,
      lazy: () => import('./post-update').then((m) => ({ Component: m.PostUpdateRoute })),
    },
  ],
};
