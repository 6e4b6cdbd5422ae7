/**
 * `npm run tour`: screenshots of the main journeys at 375 and 1280 px into a folder, for a reviewer to look
 * through in a minute. With TOUR_URL it visits a running platform (seeded with the demo content; admin pages need
 * TOUR_ADMIN_EMAIL and TOUR_ADMIN_PASSWORD); without, it starts the embedded platform with the demo seed.
 * TOUR_DIR names the folder (default .screenshots/tour).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO_CREATOR_PASSWORD,
  demoCampaigns,
  demoCreators,
} from '@harambee/server/src/demo-content';
import { startHarambee, TEST_ADMIN } from '../support/harambee-server';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from '../browser/support/browser';
import { journeys, type Session, type Stop, type TourIds, type Viewer } from './journeys';

const WIDTHS = [PHONE, DESKTOP];
const funded = demoCampaigns.find((campaign) => campaign.moneyOut === 'ended')!;

type Platform = {
  url: string;
  admin?: { email: string; password: string };
  stop: () => Promise<void>;
};

const platform = async (): Promise<Platform> => {
  const url = process.env.TOUR_URL;
  if (url) {
    const { TOUR_ADMIN_EMAIL: email, TOUR_ADMIN_PASSWORD: password } = process.env;
    return {
      url,
      admin: email && password ? { email, password } : undefined,
      stop: async () => {},
    };
  }
  const harambee = await startHarambee({ seed: true });
  return { url: harambee.url, admin: TEST_ADMIN, stop: () => harambee.stop() };
};

const api = async (url: string, route: string, init: RequestInit = {}) => {
  const response = await fetch(`${url}/api${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
};

const signIn = async (url: string, email: string, password: string): Promise<Session> => {
  const data = await api(url, '/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return { token: data.token, user: data.user };
};

/** A gift by M-PESA through the sandbox's checkout to the open campaign, approved there; its receipt's path once issued ('' if none). */
const giftReceipt = async (url: string, campaignId: string) => {
  const { paymentId } = await api(url, '/v1/payments/checkout', {
    method: 'POST',
    body: JSON.stringify({
      amount: 25,
      donorName: 'Wanjiru Kamau',
      anonymous: false,
      message: '',
      isRecurring: false,
      recurringInterval: null,
      dedication: null,
      method: 'mobileMoney',
      country: 'KE',
      mobileProvider: 'mpesa',
      phone: '0712 345 678',
      email: 'wanjiru.tour@example.org',
      campaignId,
    }),
  });
  await fetch(`${url}/sandbox/checkout/${paymentId}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ outcome: 'approve' }),
  });
  for (let tries = 0; tries < 100; tries++) {
    const { receipt } = await api(url, `/v1/payments/${encodeURIComponent(paymentId)}`);
    if (receipt) return receipt.url as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`no receipt to picture: none issued for ${paymentId}`);
  return '';
};

const idsOf = async (url: string, admin: Session | undefined): Promise<TourIds> => {
  const featured = (await api(url, '/v1/campaigns/featured')).campaigns as {
    _id: string;
    daysRemaining: number;
  }[];
  const listed = admin
    ? ((
        await api(url, '/v1/campaigns/status/all', {
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).campaigns as { _id: string; title: string }[])
    : [];
  const openCampaign = featured.find((campaign) => campaign.daysRemaining > 0)?._id ?? '';
  return {
    openCampaign,
    fundedCampaign: listed.find((campaign) => campaign.title === funded.title)?._id ?? '',
    receipt: openCampaign
      ? await giftReceipt(url, openCampaign).catch((error: Error) => {
          console.log(`no receipt to picture: ${error.message}`);
          return '';
        })
      : '',
  };
};

const visit = async (page: Page, session: Session | undefined, target: string) => {
  if (session) {
    await page.goto('/faq');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
    }, session);
  }
  await page.goto(target, { waitUntil: 'networkidle' });
};

const shoot = async (
  browser: Browser,
  url: string,
  folder: string,
  sessions: Partial<Record<Viewer, Session>>,
  ids: TourIds,
  [index, stop]: [number, Stop],
) => {
  if (stop.viewer !== 'visitor' && !sessions[stop.viewer])
    return console.log(`skipped ${stop.name}: no ${stop.viewer} account`);
  const target = typeof stop.path === 'string' ? stop.path : stop.path(ids);
  if (!target) return console.log(`skipped ${stop.name}: nothing to open`);
  for (const viewport of WIDTHS) {
    const context = await newVisitor(browser, { baseURL: url, viewport });
    const page = await context.newPage();
    const file = path.join(
      folder,
      `${String(index + 1).padStart(2, '0')}-${stop.name}-${viewport.width}.png`,
    );
    try {
      await visit(page, sessions[stop.viewer], target);
      await stop.act?.(page);
      // A whole-page picture starts at the top, with no focus ring or sticky header left mid-page.
      if (!stop.screenOnly)
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
      await page.screenshot({ path: file, fullPage: !stop.screenOnly });
      console.log(file);
    } catch (error) {
      console.log(`${file} failed: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
};

const tour = async () => {
  const folder = path.resolve(process.env.TOUR_DIR ?? '.screenshots/tour');
  mkdirSync(folder, { recursive: true });
  const running = await platform();
  const browser = await launchBrowser();
  try {
    const creator = demoCreators[funded.creator]!;
    const sessions: Partial<Record<Viewer, Session>> = {
      creator: await signIn(running.url, creator.email, DEMO_CREATOR_PASSWORD).catch(
        () => undefined,
      ),
      admin: running.admin
        ? await signIn(running.url, running.admin.email, running.admin.password)
        : undefined,
    };
    const ids = await idsOf(running.url, sessions.admin);
    for (const stop of journeys.entries())
      await shoot(browser, running.url, folder, sessions, ids, stop);
    console.log(`\nThe tour is in ${folder}`);
  } finally {
    await browser.close();
    await running.stop();
  }
};

tour().catch((error) => {
  console.error(error);
  process.exit(1);
});
