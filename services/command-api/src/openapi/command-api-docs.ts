import type { ApiRoute } from '@harambee/platform';
import type { CommandApiDeps } from '../core/deps';
import { CAMPAIGN_UPDATES_PER_DAY } from '@harambee/rules';
import { z } from 'zod';
import { signedInAnswer } from '../accounts/find-account';
import { loginForm } from '../accounts/login-routes';
import { passwordResetDocs } from '../accounts/password-reset/password-reset-routes';
import { sessionDocs } from '../accounts/session-routes';
import { signInLinkDocs } from '../accounts/sign-in-link/sign-in-link-routes';
import { blogDocs } from '../blog/blog-routes';
import { campaignCloseDocs } from '../campaign-end/campaign-close-routes';
import {
  campaignIdParam,
  campaignUpdateForm,
  createCampaignForm,
  editCampaignForm,
  rejectCampaignForm,
} from '../campaigns/campaign-schemas';
import { contactDocs } from '../contact/contact-routes';
import { cardPaymentForm, cryptoPledgeForm, donationForm } from '../donations/donation-schemas';
import { adminMailDocs } from '../mail/admin-mail-routes';
import { erasureDocs } from '../erasure/erasure-routes';
import { yourDataDocs } from '../erasure/your-data-routes';
import { notificationDocs } from '../notifications/notification-routes';
import { languageDocs } from '../accounts/language-routes';
import type { PaymentProvider } from '../payments/payment-provider';
import { smsDocs, smsOn } from '../sms/sms-routes';
import { textAlertDocs } from '../sms/text-alert-routes';
import { ussdDocs, ussdOn } from '../ussd/ussd-routes';
import { paymentDocs } from '../payments/payment-docs';
import { followDocs } from '../follows/follow-routes';
import { receiptDocs } from '../receipts/receipt-routes';
import { payoutDocs } from '../payouts/payout-routes';
import { generateDonationsDocs } from '../test-tools/generate-donations-routes';
import { requestForm, tokenQuery } from '../verification/verification-routes';
import { walletDocs } from '../wallet/wallet-routes';
import { withdrawalDocs } from '../withdrawals/withdrawal-routes';
import { disputeActionDocs } from '../disputes/dispute-action-routes';

const accountDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/auth/login',
    tag: 'accounts',
    auth: 'public',
    body: loginForm,
    answer: signedInAnswer,
    summary:
      'Log in; answers the user and a bearer token. After 5 wrong passwords in a row every attempt on the account waits (429 with Retry-After), 1 s and doubling up to 15 minutes, and the owner is mailed a one-time sign-in link',
  },
];

const verificationDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/auth/request-verification',
    tag: 'accounts',
    auth: 'public',
    body: requestForm,
    summary:
      'Mail an email-verification link before a campaign is created (at most 5 an hour to one address)',
  },
  {
    method: 'get',
    path: '/auth/verify-token',
    tag: 'accounts',
    auth: 'public',
    query: tokenQuery,
    summary: 'Confirm (or check) an email verification',
  },
  {
    method: 'get',
    path: '/auth/get-verification-data',
    tag: 'accounts',
    auth: 'public',
    query: tokenQuery,
    summary: 'Read back the campaign form saved with a verification request',
  },
];

const campaignAction = z.object({
  id: campaignIdParam.shape.id,
  action: z.enum(['approve', 'feature', 'unfeature']),
});

const campaignDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/campaigns',
    tag: 'campaigns',
    auth: 'public',
    body: createCampaignForm(new Date()),
    image: 'required',
    status: 201,
    answer: signedInAnswer.extend({
      campaign: z.object({ _id: z.string(), status: z.literal('pending') }),
    }),
    summary:
      'Create a campaign (and the creator account) after the email was verified; verificationToken is the token of the mailed link',
  },
  {
    method: 'patch',
    path: '/v1/campaigns/:id',
    tag: 'campaigns',
    auth: 'user',
    params: campaignIdParam,
    body: editCampaignForm,
    image: 'optional',
    summary:
      'Edit your campaign (admins: any); a live one stays public while the edit waits for review beside it, any other goes back to pending review',
  },
  {
    method: 'patch',
    path: '/v1/campaigns/:id/:action',
    tag: 'campaigns',
    auth: 'admin',
    params: campaignAction,
    summary:
      'Approve, feature or unfeature a campaign; on a live campaign with a pending edit, approve publishes the edit',
  },
  {
    method: 'patch',
    path: '/v1/campaigns/:id/reject',
    tag: 'campaigns',
    auth: 'admin',
    params: campaignIdParam,
    body: rejectCampaignForm,
    summary:
      'Reject a pending campaign, optionally with a reason (500 characters at most): it is recorded on the rejection, mailed to the creator with the link to edit and resubmit, and shown on their dashboard; on a live campaign with a pending edit, the edit is turned down with the reason and the live version stays',
  },
  {
    method: 'delete',
    path: '/v1/campaigns/:id',
    tag: 'campaigns',
    auth: 'admin',
    params: campaignIdParam,
    summary: 'Delete a campaign for good',
  },
  {
    method: 'post',
    path: '/v1/campaigns/:id/updates',
    tag: 'campaigns',
    auth: 'creator',
    params: campaignIdParam,
    body: campaignUpdateForm,
    status: 201,
    summary: `Post an update to your campaign. At most ${CAMPAIGN_UPDATES_PER_DAY} updates in any 24 hours per campaign (CAMPAIGN_UPDATES_PER_DAY), counted from its own stream: 429 with the hours until the next may go; the per-address rate limit applies too`,
  },
];

const donationDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/payments/card',
    tag: 'donations',
    auth: 'public',
    status: 201,
    body: cardPaymentForm(() => new Date()),
    summary: 'Charge a card; answers a paymentId to record the donation with, or 402 when declined',
  },
  {
    method: 'post',
    path: '/v1/donations',
    tag: 'donations',
    auth: 'public',
    body: donationForm,
    status: 201,
    summary: 'Record a donation paid by the given paymentId (admins may record one without)',
  },
  {
    method: 'post',
    path: '/v1/donations/crypto-pledges',
    tag: 'donations',
    auth: 'public',
    body: cryptoPledgeForm,
    status: 201,
    summary: 'Pledge a crypto gift; it counts once an admin confirms it',
  },
  {
    method: 'patch',
    path: '/v1/donations/crypto-pledges/:id/confirm',
    tag: 'donations',
    auth: 'admin',
    summary: 'Confirm a crypto pledge as received',
  },
];

/** Every route the command API mounts, each described by the schemas its handler parses. */
export const commandApiDocs: ApiRoute[] = [
  ...accountDocs,
  ...sessionDocs,
  ...passwordResetDocs,
  ...signInLinkDocs,
  ...verificationDocs,
  ...campaignDocs,
  ...campaignCloseDocs,
  ...donationDocs,
  ...paymentDocs,
  ...followDocs,
  ...receiptDocs,
  ...walletDocs,
  ...withdrawalDocs,
  ...disputeActionDocs,
  ...payoutDocs,
  ...notificationDocs,
  ...languageDocs,
  ...textAlertDocs,
  ...ussdDocs,
  ...smsDocs,
  ...erasureDocs,
  ...yourDataDocs,
  ...blogDocs,
  ...contactDocs,
  ...generateDonationsDocs,
  ...adminMailDocs,
];

/** What a command side so configured mounts, and so documents: the phone callbacks only where they are answered. */
export const mountedCommandApiDocs = (
  config: CommandApiDeps['config'],
  providers: readonly PaymentProvider[],
) =>
  commandApiDocs.filter(
    (route) =>
      (ussdOn(config, providers) || !ussdDocs.includes(route)) &&
      (smsOn(config, providers) || !smsDocs.includes(route)),
  );
