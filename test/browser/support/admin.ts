import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TEST_ADMIN, type TestHarambee } from '../../support/harambee-server';
import { newVisitor } from './browser';
import { eventually } from '../../support/waiting';

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1PX = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type PendingCampaign = {
  id: string;
  title: string;
  creator: string;
  email: string;
  password: string;
};

/** A creator verifies by mail and creates a campaign; it waits for review (pending), as in the admin queue. */
export async function createPendingCampaign(
  harambee: TestHarambee,
  campaign: {
    title: string;
    creator: string;
    email: string;
    country?: string;
    goal?: number;
    category?: string;
  },
): Promise<PendingCampaign> {
  const { api, smtp } = harambee;
  await api('/auth/request-verification', {
    method: 'POST',
    json: { email: campaign.email, name: campaign.creator, formData: { title: campaign.title } },
  });
  const link = new URL(smtp.linkIn(await smtp.waitForMail(campaign.email)));
  await api(`/auth/verify-token?${link.searchParams}`);
  const password = 'Secret123';
  const form = new FormData();
  const fields = {
    title: campaign.title,
    story: `<p>${campaign.title}: a neighbourhood business ready to grow with its backers.</p>`,
    goalAmount: String(campaign.goal ?? 3000),
    category: campaign.category ?? 'equipment',
    endDate: inDays(15),
    name: campaign.creator,
    email: campaign.email,
    phone: '+254700111222',
    country: campaign.country ?? 'Kenya',
    password,
    confirmPassword: password,
    verificationToken: link.searchParams.get('token')!,
  };
  Object.entries(fields).forEach(([key, value]) => form.set(key, value));
  form.set('image', new Blob([PNG_1PX], { type: 'image/png' }), 'campaign.png');
  const created = await api('/v1/campaigns', { method: 'POST', body: form });
  if (created.status !== 201)
    throw new Error(`campaign not created: ${created.status} ${JSON.stringify(created.body)}`);
  const id: string = created.body.data.campaign._id;
  await eventually(
    () => api('/v1/campaigns/status/pending', { token: harambee.adminToken }),
    (answer) => JSON.stringify(answer.body).includes(id),
  );
  return { id, title: campaign.title, creator: campaign.creator, email: campaign.email, password };
}

/** Stores a session the way the login page does (remembered: local storage), then opens `path`. */
export async function openSignedIn(
  page: Page,
  session: { token: string; user: unknown },
  path: string,
) {
  await page.goto('/faq');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('userData', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

export async function adminSession(harambee: TestHarambee) {
  const { body } = await harambee.api('/auth/login', { method: 'POST', json: TEST_ADMIN });
  return {
    token: body.data.token as string,
    user: body.data.user as { name: string; role: string },
  };
}

/** A browser context signed in as the test admin, on `path`. */
export async function openAsAdmin(
  browser: Browser,
  harambee: TestHarambee,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitor(browser, { baseURL: harambee.url });
  const page = await context.newPage();
  await openSignedIn(page, await adminSession(harambee), path);
  return { context, page };
}

/** A browser context signed in as a creator (logged in by the API, as the login page would), on `path`. */
export async function openAsCreator(
  browser: Browser,
  harambee: TestHarambee,
  creator: { email: string; password: string },
  path: string,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const { body } = await harambee.api('/auth/login', { method: 'POST', json: creator });
  const context = await newVisitor(browser, { baseURL: harambee.url, viewport });
  const page = await context.newPage();
  await openSignedIn(page, { token: body.data.token, user: body.data.user }, path);
  return { context, page };
}
