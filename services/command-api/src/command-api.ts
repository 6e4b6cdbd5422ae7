import { checkSessions, entered, errorEnvelope, openApiRoutes } from '@harambee/platform';
import express, { Router } from 'express';
import { ensureAdminAccount } from './accounts/admin-account';
import { loginRoutes } from './accounts/login-routes';
import { passwordResetRoutes } from './accounts/password-reset/password-reset-routes';
import { sessionOwnerFromStream, sessionRoutes } from './accounts/session-routes';
import { signInLinkRoutes } from './accounts/sign-in-link/sign-in-link-routes';
import { blogRoutes } from './blog/blog-routes';
import { campaignCloseRoutes } from './campaign-end/campaign-close-routes';
import { campaignRoutes } from './campaigns/campaign-routes';
import { contactRoutes } from './contact/contact-routes';
import type { CommandApiDeps } from './core/deps';
import { followRoutes } from './follows/follow-routes';
import { donationRoutes } from './donations/donation-routes';
import { adminMailRoutes } from './mail/admin-mail-routes';
import { erasureRoutes } from './erasure/erasure-routes';
import { exchangeRateRoutes } from './exchange-rates';
import { yourDataRoutes } from './erasure/your-data-routes';
import type { PaymentProvider } from './payments/payment-provider';
import { paymentGuards, paymentRoutes, paymentWebhookRoutes } from './payments/payment-routes';
import { receiptRoutes } from './receipts/receipt-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { languageRoutes } from './accounts/language-routes';
import { choosePayoutGateways } from './payouts/choose-payout-gateway';
import { payoutWebhookRoutes } from './payouts/payout-routes';
import { mountedCommandApiDocs } from './openapi/command-api-docs';
import { accountLimits } from './rate-limits/account-limits';
import { rateLimits } from './rate-limits/rate-limits';
import { generateDonationsRoutes } from './test-tools/generate-donations-routes';
import { verificationRoutes } from './verification/verification-routes';
import { walletRoutes } from './wallet/wallet-routes';
import { withdrawalRoutes } from './withdrawals/withdrawal-routes';
import { disputeActionRoutes } from './disputes/dispute-action-routes';
import { smsRoutes } from './sms/sms-routes';
import { textAlertRoutes } from './sms/text-alert-routes';
import { ussdRoutes } from './ussd/ussd-routes';
import { keepPace, type ManagersPace } from './core/managers-pace';

export const JSON_BODY_LIMIT = '100kb';

/**
 * The write side's routes, to mount under /api: every POST, PATCH and DELETE and all of /auth. A request enters only
 * the routers with a route it could reach, so a gift does not walk the routes of every other form.
 */
export const commandRouter = (
  deps: CommandApiDeps,
  providers: readonly PaymentProvider[],
  pace: ManagersPace,
) =>
  Router()
    .use(rateLimits(deps.db, deps.config.rateLimitPerMinute))
    .use(
      entered(
        paymentWebhookRoutes(deps, providers),
        payoutWebhookRoutes(deps, choosePayoutGateways(deps.config)),
        ussdRoutes(deps, providers),
        smsRoutes(deps, providers),
      ),
    )
    .use(keepPace(pace))
    .use(express.json({ limit: JSON_BODY_LIMIT, strict: true }))
    .use(checkSessions(deps.config.jwtSecret, sessionOwnerFromStream(deps)))
    .use(
      entered(
        accountLimits(deps.db),
        loginRoutes(deps),
        sessionRoutes(deps),
        passwordResetRoutes(deps),
        signInLinkRoutes(deps),
        verificationRoutes(deps),
        campaignRoutes(deps),
        campaignCloseRoutes(deps),
        exchangeRateRoutes(deps.config),
        paymentGuards(providers),
        paymentRoutes(deps, providers),
        receiptRoutes(deps),
        donationRoutes(deps),
        followRoutes(deps),
        walletRoutes(deps),
        withdrawalRoutes(deps),
        disputeActionRoutes(deps),
        notificationRoutes(deps),
        languageRoutes(deps),
        textAlertRoutes(deps),
        blogRoutes(deps),
        contactRoutes(deps),
        generateDonationsRoutes(deps),
        adminMailRoutes(deps),
        erasureRoutes(deps),
        yourDataRoutes(deps),
        openApiRoutes(mountedCommandApiDocs(deps.config, providers)),
      ),
    )
    .use(errorEnvelope);

export const bootstrapAccounts = async (deps: CommandApiDeps) =>
  ensureAdminAccount(deps, {
    email: deps.config.adminEmail,
    password: deps.config.adminPassword,
    now: deps.clock(),
  });
