import type { Page } from 'playwright-core';
import { eventually } from '../support/waiting';
import { newVisitor, PHONE } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';
import { browserWorld } from './support/world';

jest.setTimeout(180_000);

const world = browserWorld({
  env: { USSD_CALLBACK_SECRET: 'the-ussd-callback-secret-of-the-sandbox-phone' },
});

const screenOf = async (page: Page) =>
  (await page.getByRole('status', { name: 'Phone screen' }).textContent()) ?? '';
const answer = async (page: Page, typed: string) => {
  await page.getByLabel('Answer').fill(typed);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  return screenOf(page);
};

it('when a tester plays a Kenyan phone at 375 px, then it dials the code, gives through the Swahili menu, answers the PIN prompt and gets the receipt by text; a GIVE text starts a gift too', async () => {
  const { harambee, browser } = world;
  const campaignId = await createApprovedCampaign(harambee, {
    title: 'Solar cold storage',
    creator: 'Amina Wanjiku',
    email: 'amina-phone@example.org',
    country: 'Kenya',
  });
  const code = await eventually(
    async () =>
      JSON.stringify(
        (await harambee.api(`/v1/campaigns/${campaignId}`, { token: harambee.adminToken })).body,
      ).match(/"shortCode":"(\w{6})"/)?.[1],
    Boolean,
  );
  const page = await (
    await newVisitor(browser, { baseURL: harambee.url, viewport: PHONE })
  ).newPage();
  await page.goto('/sandbox/phone');
  expect(await screenOf(page)).toBe('Dial *384*123# to give.');
  await page.getByRole('button', { name: 'Dial *384*123#' }).click();
  expect(await screenOf(page)).toBe('Harambee: weka msimbo wa kampeni\n0. Lugha');
  expect(await answer(page, code!)).toMatch(/^Solar cold storage\nUS\$ 0 zimechangwa/);
  expect(await answer(page, '1')).toBe('Andika jina lako, au 1 kuchangia bila jina:');
  expect(await answer(page, 'Otieno')).toMatch(/^Changia KSh 500 kwa Solar cold storage/);
  expect(await answer(page, '1')).toBe('Idhinisha kwa PIN yako ya M-PESA. Asante!');
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);

  await page.getByRole('link', { name: 'Answer the PIN prompt (sandbox checkout)' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/thank/);
  await page.goto('/sandbox/phone');
  const receipt = await eventually(
    async () => {
      await page.reload();
      return page.getByRole('list', { name: 'Texts received' }).textContent();
    },
    (texts) => /Risiti HB-\d{4}-\d{6}/.test(texts ?? ''),
    60_000,
  );
  expect(receipt).toMatch(/mchango wa KSh 5\d\d kwa Solar cold storage/);

  await page.getByLabel('Message').fill(`GIVE ${code} 1000`);
  await page.getByRole('button', { name: 'Send text' }).click();
  expect(await screenOf(page)).toBe(`Text sent: GIVE ${code} 1000`);
  expect(await page.getByRole('list', { name: 'Texts received' }).textContent()).toMatch(
    /weka PIN yako ya M-PESA kuidhinisha mchango wa KSh 1,000 kwa Solar cold storage/,
  );
  expect(
    await page.getByRole('link', { name: 'Answer the PIN prompt (sandbox checkout)' }).count(),
  ).toBe(1);
});
