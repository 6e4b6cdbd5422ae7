import type { ApiRoute } from '@harambee/platform';
import { z } from 'zod';
import { asOfParams } from './as-of/as-of-query';
import { statusParam } from './campaigns/campaign-routes';
import { searchQuery } from './campaigns/search/search-query';
import { donationsQuery } from './donations/donations-query';
import { withdrawalsQuery } from './money/withdrawal-routes';
import { receiptKeyQuery } from './ledger/gift-entries-access';
import { consistencyQuery, entriesQuery, inclusionQuery } from './ledger/ledger-params';
import { idParam } from './params';
import { paymentSettingsDocs } from './payments/payment-settings-routes';

const userIdParam = z.object({ userId: idParam.shape.id });
const campaignIdParam = z.object({ campaignId: idParam.shape.id });

const campaignDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/campaigns/approved',
    tag: 'campaigns',
    auth: 'public',
    summary: 'Approved campaigns, newest first',
  },
  {
    method: 'get',
    path: '/v1/campaigns/featured',
    tag: 'campaigns',
    auth: 'public',
    summary: 'Approved campaigns an admin featured',
  },
  {
    method: 'get',
    path: '/v1/campaigns/figures',
    tag: 'campaigns',
    auth: 'public',
    summary: "The platform's own figures: campaigns launched (approved) and campaigns funded",
  },
  {
    method: 'get',
    path: '/v1/campaigns/status/:status',
    tag: 'campaigns',
    auth: 'admin',
    params: statusParam,
    summary: 'Campaigns by review status, or featured, or all',
  },
  {
    method: 'get',
    path: '/v1/campaigns/search',
    tag: 'campaigns',
    auth: 'public',
    query: searchQuery,
    summary: 'Search approved campaigns; answers a page of campaigns and the pagination',
  },
  {
    method: 'get',
    path: '/v1/campaigns/public/:id',
    tag: 'campaigns',
    auth: 'public',
    params: idParam,
    summary:
      'A campaign as its public page shows it (pending ones only to their creator and admins)',
  },
  {
    method: 'get',
    path: '/v1/campaigns/related/:id',
    tag: 'campaigns',
    auth: 'public',
    params: idParam,
    summary: 'Up to 4 approved campaigns of the same category or country',
  },
  {
    method: 'get',
    path: '/v1/campaigns/user/:userId',
    tag: 'campaigns',
    auth: 'user',
    params: userIdParam,
    summary: "A creator's campaigns, for that creator or an admin",
  },
  {
    method: 'get',
    path: '/v1/campaigns/:id',
    tag: 'campaigns',
    auth: 'user',
    params: idParam,
    summary: "A campaign with its creator's contact data, for its creator or an admin",
  },
  {
    method: 'get',
    path: '/v1/campaigns/:id/updates',
    tag: 'campaigns',
    auth: 'public',
    params: idParam,
    summary: 'The updates posted to a campaign, newest first',
  },
  {
    method: 'get',
    path: '/v1/campaigns/:id/history',
    tag: 'campaigns',
    auth: 'admin',
    params: idParam,
    summary: "A campaign's audit trail: who did what, when",
  },
  {
    method: 'get',
    path: '/v1/admin/campaigns/:id/as-of',
    tag: 'campaigns',
    auth: 'admin',
    params: idParam,
    query: asOfParams,
    summary:
      "A campaign as it was at a moment of its history (`at`, a time with its zone, or `position`, how many of its events had happened), folded from the log by the read side's projections: its fields, status, totals, backers and the decisions so far, with its timeline; with `compare` (a time, or `now`) a second moment and the fields that changed. 503 with Retry-After while its in-memory database cannot be opened",
  },
];

const donationDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/donations/:campaignId',
    tag: 'donations',
    auth: 'public',
    params: campaignIdParam,
    query: donationsQuery,
    summary:
      "A page of a campaign's completed donations, newest first (admins also see pending ones): `page` from 1, `limit` up to 100 (the default); answers the donations and the pagination",
  },
];

const moneyDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/withdrawals',
    tag: 'wallet',
    auth: 'user',
    query: withdrawalsQuery,
    summary:
      "Withdrawals, newest first, in dollars with the wallet masked and when it was linked, beside `byCurrency` (each currency held, in its minor units) and `payout` (null until approved: {currency, amountMinor, conversions, rates, final}, what the approval sends in the wallet's currency, each other currency converted at the rates quoted with it less the conversion fee) and `duplicateReference` (null unless the payout went through twice: the second transfer's reference): yours, or every one for an admin; with campaignId, that campaign's, for its creator or an admin",
  },
  {
    method: 'get',
    path: '/v1/campaigns/:id/money',
    tag: 'campaigns',
    auth: 'user',
    params: idParam,
    summary:
      "A campaign's money ledger for its creator or an admin: every gift, refund, fee and payout in order, and the totals with the open balance",
  },
  {
    method: 'get',
    path: '/v1/creator/disputes',
    tag: 'wallet',
    auth: 'user',
    summary:
      "The disputes of the signed-in creator's own campaigns' gifts, open ones first by their deadline: the amount, whether it was after the payout (then a loss is owed by the creator) and how it closed",
  },
  {
    method: 'get',
    path: '/v1/admin/disputes',
    tag: 'wallet',
    auth: 'admin',
    summary:
      'Disputes on gifts: open ones first, the nearest deadline for evidence first, then the closed ones won or lost; amounts in the currency units',
  },
  {
    method: 'get',
    path: '/v1/admin/reconciliation-differences',
    tag: 'wallet',
    auth: 'admin',
    summary:
      "Money movements on which our records and a payment provider's own record disagree, as daily reconciliations found them, the latest day first",
  },
];

const accountDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/user/:id',
    tag: 'accounts',
    auth: 'public',
    params: idParam,
    summary:
      "A user's public profile; email, phone, the texts they asked for and the language of their mails only for that user and admins",
  },
  {
    method: 'get',
    path: '/v1/users/wallet',
    tag: 'wallet',
    auth: 'user',
    summary: 'Your payout wallet, account number masked',
  },
  {
    method: 'get',
    path: '/v1/dashboard',
    tag: 'accounts',
    auth: 'user',
    summary: 'Your campaigns by status, money raised, newest donations and unseen notifications',
  },
];

const contentDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/blog/posts',
    tag: 'blog',
    auth: 'public',
    summary: 'Blog posts, newest first',
  },
  {
    method: 'get',
    path: '/v1/blog/posts/:id',
    tag: 'blog',
    auth: 'public',
    params: idParam,
    summary: 'One blog post',
  },
  {
    method: 'get',
    path: '/contact',
    tag: 'contact',
    auth: 'admin',
    summary: 'Contact messages, newest first',
  },
];

/** Every route the query API mounts, each described by the schemas its handler parses. */
const ledger = (path: string, summary: string, more: Partial<ApiRoute> = {}): ApiRoute => ({
  method: 'get',
  path: `/v1/ledger/${path}`,
  tag: 'ledger',
  auth: 'public',
  summary,
  ...more,
});

const ledgerDocs: ApiRoute[] = [
  ledger('key', "The Ed25519 key (SPKI PEM) that signs the public ledger's heads"),
  ledger('head', 'The latest signed tree head: size, root hash, time, signature'),
  ledger('entries', 'Leaves [start, end) of the public ledger, each the exact JCS text hashed', {
    query: entriesQuery,
  }),
  ledger('latest', 'The latest entries of the public ledger, newest first'),
  ledger(
    'subjects/:id',
    "A gift's entries in the public ledger (the gift, then any refund or dispute of it), for the key `k` of its receipt link (the receipt's id is the gift's) or an admin's token, which also opens a payout's; 404 `Gift not found…` otherwise, whether or not it exists",
    { params: idParam, query: receiptKeyQuery.partial() },
  ),
  ledger('proof/inclusion', 'RFC 9162 audit path of a leaf in a tree size', {
    query: inclusionQuery,
  }),
  ledger('proof/consistency', 'RFC 9162 consistency proof between two tree sizes', {
    query: consistencyQuery,
  }),
  {
    method: 'get',
    path: '/v1/campaigns/:id/ledger',
    tag: 'ledger',
    auth: 'public',
    params: idParam,
    summary: "A campaign's latest entries in the public ledger, newest first",
  },
];

export const queryApiDocs: ApiRoute[] = [
  ...campaignDocs,
  ...donationDocs,
  ...moneyDocs,
  ...paymentSettingsDocs,
  ...accountDocs,
  ...contentDocs,
  ...ledgerDocs,
];
