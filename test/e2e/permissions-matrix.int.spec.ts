import jwt from 'jsonwebtoken';
import { DEMO_CREATOR_PASSWORD, demoCreators } from '@harambee/server';
import { type TestHarambee, startHarambee } from '../support/harambee-server';

type Caller = 'anonymous' | 'owner' | 'otherCreator' | 'admin' | 'expired' | 'forged';
type Expect = 'ok' | 401 | 402 | 403 | 404;
/**
 * `staleTokenIgnored`: forms anyone may send (contact, sign-in, donating, creating a campaign) treat an
 * expired or forged token as no token, so a stale one left in the browser does not block them.
 */
type Row = {
  method: string;
  path: string;
  json?: unknown;
  staleTokenIgnored?: boolean;
  expect: [anonymous: Expect, owner: Expect, other: Expect, admin: Expect];
};

const PUBLIC: Row['expect'] = ['ok', 'ok', 'ok', 'ok'];
const ADMIN_ONLY: Row['expect'] = [401, 403, 403, 'ok'];
const OWNER_OR_ADMIN: Row['expect'] = [401, 'ok', 403, 'ok'];
const SIGNED_IN: Row['expect'] = [401, 'ok', 'ok', 'ok'];
/** What is a creator's own (each sees only theirs); admins have their own list. */
const CREATORS_ONLY: Row['expect'] = [401, 'ok', 'ok', 403];
/** A pending campaign, wherever it could be read: as if it did not exist, but for its creator and admins. */
const HIDDEN_WHILE_PENDING: Row['expect'] = [404, 'ok', 404, 'ok'];

let harambee: TestHarambee;
const tokens = {} as Record<Caller, string | undefined>;
const ids = { approved: '', pending: '', otherPending: '', owner: '', post: '' };
const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  cardholderName: 'Grace Otieno',
};
const gift = { amount: 25, donorName: 'Grace Otieno', message: '', anonymous: false };

beforeAll(async () => {
  // Without SMTP the development mailbox is mounted, so its row is checked too.
  harambee = await startHarambee({ seed: true, env: { SMTP_URL: '' } });
  tokens.admin = harambee.adminToken;
  tokens.owner = await harambee.login(demoCreators[0]!.email, DEMO_CREATOR_PASSWORD);
  tokens.otherCreator = await harambee.login(demoCreators[3]!.email, DEMO_CREATOR_PASSWORD);
  ids.owner = jwt.decode(tokens.owner)!.sub as string;
  tokens.expired = jwt.sign(
    { role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 },
    harambee.config.jwtSecret,
    { subject: ids.owner },
  );
  tokens.forged = jwt.sign({ role: 'admin' }, 'a-secret-that-is-not-the-servers-own-0123456789', {
    subject: ids.owner,
  });
  const all = (await harambee.api('/v1/campaigns/status/all', { token: tokens.admin })).body.data
    .campaigns as any[];
  ids.approved = all.find((c) => c.creator._id === ids.owner && c.status === 'approved')._id;
  ids.pending = all.find((c) => c.creator._id === ids.owner && c.status === 'pending')._id;
  ids.otherPending = all.find((c) => c.creator._id !== ids.owner && c.status === 'pending')._id;
  ids.post = (await harambee.api('/v1/blog/posts')).body.data.posts[0]._id;
});
afterAll(() => harambee.stop());

const rows = (): Row[] => [
  { method: 'GET', path: `/v1/campaigns/public/${ids.pending}`, expect: HIDDEN_WHILE_PENDING },
  { method: 'GET', path: `/v1/campaigns/related/${ids.pending}`, expect: HIDDEN_WHILE_PENDING },
  { method: 'GET', path: `/v1/donations/${ids.pending}`, expect: HIDDEN_WHILE_PENDING },
  { method: 'GET', path: `/v1/campaigns/${ids.pending}/updates`, expect: HIDDEN_WHILE_PENDING },
  { method: 'GET', path: '/v1/campaigns/approved', expect: PUBLIC },
  { method: 'GET', path: '/v1/campaigns/featured', expect: PUBLIC },
  { method: 'GET', path: '/v1/campaigns/search?searchTerm=solar', expect: PUBLIC },
  { method: 'GET', path: `/v1/campaigns/public/${ids.approved}`, expect: PUBLIC },
  { method: 'GET', path: `/v1/campaigns/related/${ids.approved}`, expect: PUBLIC },
  { method: 'GET', path: `/v1/campaigns/${ids.approved}/updates`, expect: PUBLIC },
  { method: 'GET', path: `/v1/donations/${ids.approved}`, expect: PUBLIC },
  { method: 'GET', path: `/v1/user/${ids.owner}`, expect: PUBLIC },
  { method: 'GET', path: '/v1/blog/posts', expect: PUBLIC },
  { method: 'GET', path: `/v1/blog/posts/${ids.post}`, expect: PUBLIC },
  { method: 'GET', path: '/v1/campaigns/status/pending', expect: ADMIN_ONLY },
  { method: 'GET', path: `/v1/campaigns/${ids.approved}`, expect: OWNER_OR_ADMIN },
  { method: 'GET', path: `/v1/campaigns/user/${ids.owner}`, expect: OWNER_OR_ADMIN },
  { method: 'GET', path: `/v1/campaigns/${ids.approved}/history`, expect: ADMIN_ONLY },
  { method: 'GET', path: '/v1/users/wallet', expect: SIGNED_IN },
  { method: 'GET', path: '/v1/withdrawals', expect: SIGNED_IN },
  { method: 'GET', path: `/v1/withdrawals?campaignId=${ids.approved}`, expect: OWNER_OR_ADMIN },
  { method: 'GET', path: `/v1/campaigns/${ids.approved}/money`, expect: OWNER_OR_ADMIN },
  { method: 'GET', path: '/v1/dashboard', expect: SIGNED_IN },
  { method: 'GET', path: '/contact', expect: ADMIN_ONLY },
  { method: 'GET', path: '/ops/projections', expect: ADMIN_ONLY },
  { method: 'GET', path: '/dev/mailbox', expect: ADMIN_ONLY },
  { method: 'GET', path: '/v1/admin/mail', expect: ADMIN_ONLY },
  { method: 'GET', path: '/v1/admin/disputes', expect: ADMIN_ONLY },
  { method: 'GET', path: '/v1/creator/disputes', expect: CREATORS_ONLY },
  { method: 'GET', path: '/v1/admin/reconciliation-differences', expect: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/auth/login',
    json: { email: demoCreators[0]!.email, password: DEMO_CREATOR_PASSWORD },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    json: { email: 'nobody@example.org' },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/auth/request-verification',
    json: { email: 'new@example.org', name: 'Nia' },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/auth/verify-token?token=x&email=new@example.org',
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/auth/get-verification-data?token=x&email=new@example.org',
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/auth/reset-password/not-a-token',
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/auth/reset-password/not-a-token',
    json: { password: 'Brand9New' },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  { method: 'POST', path: '/v1/campaigns', json: {}, staleTokenIgnored: true, expect: PUBLIC },
  {
    method: 'POST',
    path: '/v1/payments/card',
    json: { ...card, amount: 25, campaignId: ids.approved },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/donations',
    json: { ...gift, campaignId: ids.approved, paymentId: 'pay_unknown' },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/donations',
    json: { ...gift, campaignId: ids.approved },
    expect: [402, 403, 403, 'ok'],
  },
  {
    method: 'POST',
    path: '/v1/payments/checkout',
    json: { ...gift, campaignId: ids.approved, method: 'card' },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/v1/payments/chk_00000000-0000-4000-8000-000000000000',
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/payments/webhooks/sandbox',
    json: {},
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/donations/crypto-pledges',
    json: { ...gift, campaignId: ids.approved, currency: 'BTC' },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/contact',
    json: { name: 'A', email: 'a@example.org', role: 'other', message: 'Hello' },
    staleTokenIgnored: true,
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/users/wallet',
    json: {
      country: 'Kenya',
      provider: 'mpesa',
      accountNumber: '0712345678',
      password: DEMO_CREATOR_PASSWORD,
    },
    expect: [401, 'ok', 'ok', 403],
  },
  { method: 'POST', path: '/v1/notifications/seen', expect: SIGNED_IN },
  { method: 'PATCH', path: '/v1/users/language', json: { language: 'fr' }, expect: SIGNED_IN },
  {
    method: 'POST',
    path: `/v1/campaigns/${ids.approved}/updates`,
    json: { title: 'News', content: '<p>More</p>' },
    expect: [401, 'ok', 403, 403],
  },
  {
    method: 'PATCH',
    path: `/v1/campaigns/${ids.pending}`,
    json: { title: 'Garage tools', story: '<p>Tools</p>', category: 'equipment' },
    expect: OWNER_OR_ADMIN,
  },
  { method: 'PATCH', path: `/v1/campaigns/${ids.otherPending}/approve`, expect: ADMIN_ONLY },
  { method: 'PATCH', path: `/v1/campaigns/${ids.otherPending}/feature`, expect: ADMIN_ONLY },
  { method: 'PATCH', path: `/v1/campaigns/${ids.otherPending}/unfeature`, expect: ADMIN_ONLY },
  { method: 'PATCH', path: `/v1/campaigns/${ids.pending}/reject`, expect: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/test/generate-donations',
    json: { campaignId: ids.approved, count: 2 },
    expect: ADMIN_ONLY,
  },
  {
    method: 'PATCH',
    path: '/v1/donations/crypto-pledges/pledge_00000000-0000-4000-8000-000000000000/confirm',
    expect: ADMIN_ONLY,
  },
  { method: 'POST', path: '/v1/blog/posts', json: {}, expect: ADMIN_ONLY },
  { method: 'PATCH', path: `/v1/blog/posts/${ids.post}`, json: {}, expect: ADMIN_ONLY },
  { method: 'DELETE', path: `/v1/blog/posts/${ids.post}`, expect: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/ops/projections/rebuild',
    json: { names: ['blog-posts'] },
    expect: ADMIN_ONLY,
  },
  { method: 'DELETE', path: `/v1/campaigns/${ids.pending}`, expect: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/v1/withdrawals',
    json: { campaignId: ids.approved },
    expect: [401, 'ok', 403, 403],
  },
  { method: 'PATCH', path: '/v1/withdrawals/no-such-withdrawal/approve', expect: ADMIN_ONLY },
  { method: 'PATCH', path: '/v1/withdrawals/no-such-withdrawal/check', expect: ADMIN_ONLY },
  {
    method: 'PATCH',
    path: '/v1/withdrawals/no-such-withdrawal/reject',
    json: { reason: 'Wrong wallet' },
    expect: ADMIN_ONLY,
  },
  {
    method: 'PATCH',
    path: '/v1/campaigns/no-such-campaign/close',
    json: { reason: 'Fraud' },
    expect: ADMIN_ONLY,
  },
  { method: 'GET', path: '/v1/users/me/data', expect: SIGNED_IN },
  { method: 'POST', path: '/v1/users/me/erase', json: {}, expect: SIGNED_IN },
  {
    method: 'POST',
    path: '/v1/admin/contact-messages/00000000-0000-4000-8000-000000000000/erase',
    json: {},
    expect: ADMIN_ONLY,
  },
  // Last: it revokes the caller's token, which every later row would then see as expired.
  { method: 'POST', path: '/auth/logout-all', expect: SIGNED_IN },
];

const callers: Caller[] = ['expired', 'forged', 'anonymous', 'owner', 'otherCreator', 'admin'];

it('when every endpoint is called by every kind of caller, then each answers as section 6 says and never leaks to the wrong one', async () => {
  const mismatches: string[] = [];
  for (const row of rows()) {
    for (const caller of callers) {
      const badToken = caller === 'expired' || caller === 'forged';
      const expected: Expect = badToken
        ? row.staleTokenIgnored
          ? 'ok'
          : 401
        : row.expect[callers.indexOf(caller) - 2]!;
      const { status, body } = await harambee.api(row.path, {
        method: row.method,
        json: row.json,
        token: tokens[caller],
      });
      const fine =
        expected === 'ok' ? status !== 401 && status !== 403 && status < 500 : status === expected;
      if (!fine)
        mismatches.push(
          `${row.method} ${row.path} as ${caller}: expected ${expected}, got ${status} ${JSON.stringify(body).slice(0, 120)}`,
        );
      if (status === 401 || status === 403)
        expect(body).toEqual({ status: 'fail', message: expect.any(String) });
    }
  }
  expect(mismatches).toEqual([]);
});
