import type { Browser } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { eventually, launchCampaign } from '../support/launch-campaign';
import { launchBrowser, newVisitor, pageErrors, PHONE } from './support/browser';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

let harambee: TestHarambee;
let browser: Browser;
const creator = { email: 'amani@creator.test', name: 'Amani Njeri' };
const backerEmail = 'grace@backer.test';

beforeAll(async () => {
  [harambee, browser] = await Promise.all([startHarambee(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

const giveAndKeepPosted = async (campaignId: string) => {
  const { api } = harambee;
  const payment = await api('/v1/payments/card', {
    method: 'POST',
    json: {
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: 'Grace Otieno',
      amount: 25,
      campaignId,
    },
  });
  const donated = await api('/v1/donations', {
    method: 'POST',
    json: {
      amount: 25,
      campaignId,
      paymentId: payment.body.data.paymentId,
      donorName: 'Grace Otieno',
      paymentMethod: 'creditCard',
      email: backerEmail,
      keepPosted: true,
    },
  });
  expect(donated.status).toBe(201);
};

const confirmations = async () =>
  (
    await harambee.db.query<{ count: number }>(
      "select count(*)::int as count from events where type = 'FollowConfirmed'",
    )
  )[0]!.count;

it("when a backer on a phone opens the follow's confirmation link, then nothing is confirmed until they tap, and the tap makes them a follower", async () => {
  const campaign = await launchCampaign(harambee, creator, { title: 'Maize mill for Eldoret' });
  await giveAndKeepPosted(campaign.campaignId);
  const [mail] = await eventually(
    () =>
      harambee.smtp.received.filter(
        (received) => received.to.includes(backerEmail) && /^Confirm/.test(received.subject),
      ),
    (mails) => mails.length > 0,
  );
  const link = new URL(harambee.smtp.linkIn(mail!));

  const context = await newVisitor(browser, {
    baseURL: harambee.url,
    viewport: PHONE,
    touch: true,
  });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByRole('heading', { name: 'Keep me posted' }).waitFor();
  // Opening the link is what a mail scanner does too: it must not confirm anything.
  expect(await confirmations()).toBe(0);
  await page.getByRole('button', { name: 'Yes, keep me posted' }).tap();
  await page.getByText('Done: we will mail you when this creator starts a new campaign.').waitFor();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(errors).toEqual([]);

  const dashboard = await eventually(
    () => harambee.api('/v1/dashboard', { token: campaign.creatorToken }),
    (answer) => answer.body.data?.stats?.followers === 1,
  );
  expect(dashboard.body.data.stats.followers).toBe(1);
});
