import { browserWorld, visit } from './support/world';
import { PAYMENT_START_TIMEOUT_MS } from '@harambee/rules';
import type { Page, Route } from 'playwright-core';
import { appReady, ON_A_PHONE } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';

jest.setTimeout(120_000);

let campaignId: string;

const world = browserWorld({ env: { PAYMENT_PROVIDER: 'sandbox' } });
beforeAll(async () => {
  campaignId = await createApprovedCampaign(world.harambee, {
    title: 'Eldoret dairy cooler',
    creator: 'Chebet Kiprono',
    email: 'chebet@creator.test',
    country: 'Kenya',
  });
});

/** The checkouts the server started for the campaign, from its log. */
const checkoutsStarted = async () =>
  (
    await world.harambee.db.query<{ payment_id: string }>(
      "select data->>'paymentId' as payment_id from events where type = 'CheckoutStarted' and data->>'campaignId' = $1",
      [campaignId],
    )
  ).map((row) => row.payment_id);
/** The cards the sandbox provider charged for the campaign, from its own books. */
const cardsCharged = async () =>
  (
    await world.harambee.db.query<{ payment_id: string }>(
      'select payment_id from sandbox_payments where campaign_id = $1',
      [campaignId],
    )
  ).map((row) => row.payment_id);

/**
 * The first request to `path` reaches the server and is answered there, but its answer never reaches the page: the
 * connection drops (`drop`), or it comes only after the page stopped waiting (`late`). Later requests go through.
 */
const loseFirstAnswer = async (page: Page, path: string, how: 'drop' | 'late') => {
  let first = true;
  await page.route(`**/api${path}`, async (route: Route) => {
    if (!first) return route.continue();
    first = false;
    const answer = await route.fetch();
    if (how === 'drop') return route.abort('internetdisconnected');
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_START_TIMEOUT_MS + 1000));
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
};

const openForm = async (page: Page, name: string) => {
  await page.goto(`/donation/${campaignId}`);
  await appReady(page);
  const form = page.getByRole('form', { name: 'Donation' });
  await form.getByRole('spinbutton').first().fill('20');
  await form.getByRole('textbox', { name: 'Your name', exact: true }).fill(name);
  return form;
};

const giveByMobileMoney = async (page: Page) => {
  const form = await openForm(page, 'Jeptoo Rono');
  await form.getByLabel('Mobile money', { exact: true }).check();
  await form.getByLabel('Country').selectOption({ label: 'Kenya (+254)' });
  await form.getByLabel('Mobile-money provider').selectOption({ label: 'M-PESA' });
  await form.getByLabel('Currency', { exact: true }).selectOption('USD');
  await form.getByRole('textbox', { name: 'Mobile-money phone number' }).fill('0712 345 678');
  await form.getByRole('button', { name: /^Donate/ }).tap();
  return form;
};

describe.each([
  ['the connection drops', 'drop', /The connection dropped while your payment was starting/],
  [
    `no answer comes within ${PAYMENT_START_TIMEOUT_MS / 1000} s`,
    'late',
    new RegExp(`No answer came within ${PAYMENT_START_TIMEOUT_MS / 1000} seconds`),
  ],
] as const)('when %s while a payment starts', (_, how, said) => {
  it('then a phone shows what happened and "Try again", and trying again opens the one checkout the server started', async () => {
    const { context, page, errors } = await visit(world, ON_A_PHONE);
    const before = await checkoutsStarted();
    await loseFirstAnswer(page, '/v1/payments/checkout', how);
    const form = await giveByMobileMoney(page);

    const alert = form.getByRole('alert').filter({ hasText: said });
    await alert.waitFor({ timeout: PAYMENT_START_TIMEOUT_MS + 5000 });
    expect(await alert.innerText()).toMatch(/try again: trying again never charges you twice/);
    // The wait has ended: the form is usable again, not greyed on "Starting your payment…".
    expect(await form.getByRole('button', { name: /^Donate/ }).isEnabled()).toBe(true);
    const started = (await checkoutsStarted()).filter((id) => !before.includes(id));
    expect(started).toHaveLength(1);

    await alert.getByRole('button', { name: 'Try again' }).tap();
    await page.waitForURL(/\/thank-you\?paymentId=/);
    expect(new URL(page.url()).searchParams.get('paymentId')).toBe(started[0]);
    expect((await checkoutsStarted()).filter((id) => !before.includes(id))).toEqual(started);
    expect(errors).toEqual([]);
    await context.close();
  });
});

it('when the connection drops while the card modal charges the card, then the modal says so and its "Try again" records the gift without a second charge', async () => {
  const { context, page } = await visit(world, ON_A_PHONE);
  const before = await cardsCharged();
  await loseFirstAnswer(page, '/v1/payments/card', 'drop');
  const form = await openForm(page, 'Kiprop Sang');
  await form.getByRole('button', { name: /^Donate/ }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV', { exact: true }).fill('123');
  await dialog.getByLabel('Cardholder name').fill('Kiprop Sang');
  await dialog.getByRole('button', { name: /^Pay / }).tap();

  await dialog
    .getByRole('alert')
    .filter({ hasText: /The connection dropped while your payment was starting/ })
    .waitFor();
  expect(await dialog.getByText('Processing…').count()).toBe(0);
  const charged = (await cardsCharged()).filter((id) => !before.includes(id));
  expect(charged).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Try again' }).tap();
  await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
  expect((await cardsCharged()).filter((id) => !before.includes(id))).toEqual(charged);
  const recorded = await world.harambee.db.query<{ n: number }>(
    "select count(*)::int as n from events where type = 'DonationRecorded' and data->>'paymentId' = $1",
    [charged[0]],
  );
  expect(recorded[0]!.n).toBe(1);
  await context.close();
});
