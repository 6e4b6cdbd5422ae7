import { moneyWithSymbol } from '@harambee/rules';
import { startPaystackFake } from '@harambee/command-api/src/payments/testing/paystack-fake';
import { PAYSTACK_SECRET } from '@harambee/command-api/src/money-out/testing/paystack-money';
import {
  FLUTTERWAVE_SECRET_HASH,
  FLUTTERWAVE_SECRET_KEY,
  startFlutterwaveFake,
} from '@harambee/command-api/src/payments/testing/flutterwave-fake';
import {
  DEMO_CREATOR_PASSWORD,
  demoCampaigns,
  demoCreators,
} from '@harambee/server/src/demo-content';
import type { Page } from 'playwright-core';
import { openAsAdmin, openSignedIn } from './support/admin';
import { appReady, newVisitor, pageErrors, PHONE, ON_A_PHONE } from './support/browser';
import { sidewaysScroll } from './support/layout';
import { eventually } from '../support/waiting';
import { browserWorld, visit } from './support/world';

jest.setTimeout(180_000);

let flutterwave: Awaited<ReturnType<typeof startFlutterwaveFake>>;
let paystack: Awaited<ReturnType<typeof startPaystackFake>>;
beforeAll(async () => {
  [flutterwave, paystack] = await Promise.all([startFlutterwaveFake(), startPaystackFake()]);
});
// Paystack is listed first: cards and Kenya's wallets go to it, the CFA franc and Tanzanian ones to Flutterwave.
const world = browserWorld(() => ({
  seed: true,
  env: {
    PAYMENT_PROVIDER: 'paystack,flutterwave',
    PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
    PAYSTACK_API_URL: paystack.url,
    FLUTTERWAVE_SECRET_KEY,
    FLUTTERWAVE_SECRET_HASH,
    FLUTTERWAVE_API_URL: flutterwave.url,
  },
}));
beforeAll(() => {
  flutterwave.sendWebhooksTo(`${world.harambee.url}/api/v1/payments/webhooks/flutterwave`);
});
afterAll(async () => {
  await flutterwave?.stop();
  await paystack?.stop();
});

const SHOTS = process.env.SCREENSHOTS_DIR;
/** A picture of the screen when SCREENSHOTS_DIR is set, to look at by eye. */
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-whole.png`, fullPage: true });
};

const openCampaign = async () => {
  const featured = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns;
  return featured.find((one: { daysRemaining: number }) => one.daysRemaining > 0) as {
    _id: string;
    title: string;
  };
};

/** Flutterwave's side: the donor approves the prompt on their phone, and it tells our webhook. */
const approveOnPhone = async (currency: string) => {
  const charge = [...flutterwave.charges.values()]
    .filter((one) => one.currency === currency)
    .at(-1)!;
  expect((await flutterwave.pay(charge.tx_ref)).status).toBe(200);
  return charge;
};

const phone = (locale: string) =>
  newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE, touch: true, locale });

it('when a donor at /fr/ in Côte d’Ivoire gives XOF 5 000 by Orange Money, then the form, the waiting page, the thank-you page and the receipt all say francs CFA', async () => {
  const campaign = await openCampaign();
  const context = await phone('fr-CI');
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`/fr/donation/${campaign._id}`);
  await appReady(page);
  const form = page.getByRole('form', { name: 'Don' });
  expect(await form.locator('#donation-currency').inputValue()).toBe('XOF');
  await page.getByLabel('Mobile money (M-PESA, MoMo…)', { exact: true }).check();
  const country = page.locator('#mobile-money-country');
  expect(await country.inputValue()).toBe('CI');
  // Mali is taken by no listed provider: not offered, and the page names it in French.
  expect(await country.locator('option[value="ML"]').count()).toBe(0);
  await page.getByText(/Le mobile money n’est pas encore accepté ici depuis .*Mali/).waitFor();
  await page.getByLabel('Opérateur mobile money').selectOption({ label: 'Orange Money' });
  await page.getByRole('textbox', { name: 'Votre nom', exact: true }).fill('Awa Koné');
  await form.locator('#donation-amount').fill('5000');
  await page
    .getByRole('textbox', { name: 'Numéro de téléphone mobile money' })
    .fill('07 12 34 56 78');
  const franc = moneyWithSymbol(5000, 'XOF', 'fr');
  const donate = page.getByRole('button', { name: `Donner ${franc}` });
  await donate.waitFor();
  // Whole francs on the form's quote too, never "5 000,00 F CFA".
  const quote = await form.getByTestId('currency-quote').innerText();
  expect(quote).toContain(`Vous payez ${franc}`);
  expect(quote).not.toContain(`${franc.slice(0, 5)},00`);
  await shot(page, 'fr-ci-form');
  expect(await sidewaysScroll(page)).toBe(0);
  await donate.tap();

  const status = page.getByRole('status');
  await status.getByRole('heading', { name: 'En attente du paiement…' }).waitFor();
  await status
    .getByText(`code secret Orange Money pour payer ${franc}`, { exact: false })
    .waitFor();
  await shot(page, 'fr-ci-waiting');
  const charge = await approveOnPhone('XOF');
  expect(charge).toMatchObject({ amount: 5000, payment_type: 'mobilemoneyfranco' });

  await status
    .getByRole('heading', { name: 'Merci pour votre don !' })
    .waitFor({ timeout: 15_000 });
  await shot(page, 'fr-ci-thank-you');
  // What was paid, in francs, first; the dollars the campaign counts after it, as the receipt lists them.
  await status.getByText(`Votre don de ${franc} pour`).waitFor();
  await status.getByText(franc, { exact: true }).waitFor();
  await status.getByText(/^\d+,\d{2}\s\$US$/).waitFor();
  await page.getByRole('link', { name: 'Voir le reçu imprimable' }).tap();
  const receipt = page.getByRole('article', { name: 'Reçu de don' });
  await receipt.waitFor();
  await receipt.getByText(franc, { exact: false }).first().waitFor();
  // The amount counted names the dollar once, as French writes it.
  expect(await receipt.innerText()).not.toContain('$US USD');
  await shot(page, 'fr-ci-receipt');
  expect(await sidewaysScroll(page)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('when a Tanzanian at /sw/ gives by M-Pesa, then it is charged in shillings through Flutterwave and the receipt says TSh', async () => {
  const campaign = await openCampaign();
  const context = await phone('sw-TZ');
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`/sw/donation/${campaign._id}`);
  await appReady(page);
  const form = page.getByRole('form', { name: 'Mchango' });
  expect(await form.locator('#donation-currency').inputValue()).toBe('TZS');
  await page.getByLabel('Pesa kwa simu (M-PESA, MoMo…)', { exact: true }).check();
  expect(await page.locator('#mobile-money-country').inputValue()).toBe('TZ');
  await page.getByLabel('Mtandao wa pesa kwa simu').selectOption({ label: 'M-Pesa (Vodacom)' });
  await page.getByRole('textbox', { name: 'Jina lako', exact: true }).fill('Neema Mollel');
  await form.locator('#donation-amount').fill('20000');
  await page.getByRole('textbox', { name: 'Namba ya simu ya kulipia' }).fill('0754 123 456');
  // Whole shillings on the form and on every page after it, never TZS's two decimals nobody uses.
  const shillings = 'TSh 20,000';
  const paidShillings = /TSh\s20,000(?!\.\d|\d)/;
  const donate = page.getByRole('button', { name: `Changia ${shillings}` });
  await donate.waitFor();
  await shot(page, 'sw-tz-form');
  await donate.tap();

  const status = page.getByRole('status');
  await status.getByRole('heading', { name: 'Tunasubiri malipo…' }).waitFor();
  await status
    .getByText('weka PIN yako ya M-Pesa (Vodacom) ili kulipa', { exact: false })
    .waitFor();
  await status.getByText(paidShillings).waitFor();
  await shot(page, 'sw-tz-waiting');
  const charge = await approveOnPhone('TZS');
  expect(charge).toMatchObject({ amount: 20_000, payment_type: 'mobilemoneytanzania' });

  await status
    .getByRole('heading', { name: 'Asante kwa mchango wako!' })
    .waitFor({ timeout: 15_000 });
  await shot(page, 'sw-tz-thank-you');
  await status.getByText(/^Mchango wako wa TSh\s20,000 kwa/).waitFor();
  await status.getByText(/^US\$\s?\d+\.\d{2}$/).waitFor();
  await page.getByRole('link', { name: 'Tazama risiti ya kuchapisha' }).tap();
  const receipt = page.getByRole('article', { name: 'Risiti ya mchango' });
  await receipt.getByText(paidShillings).first().waitFor();
  await shot(page, 'sw-tz-receipt');
  expect(await sidewaysScroll(page)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('when a creator in Senegal links a Wave wallet and withdraws, then after an admin approves Flutterwave pays it out in XOF', async () => {
  const awaiting = demoCampaigns.find((one) => one.moneyOut === 'ended')!;
  const creator = demoCreators[awaiting.creator]!;
  const all = (
    await world.harambee.api('/v1/campaigns/status/all', { token: world.harambee.adminToken })
  ).body.data.campaigns as { _id: string; title: string }[];
  const campaignId = all.find((one) => one.title === awaiting.title)!._id;
  const { body } = await world.harambee.api('/auth/login', {
    method: 'POST',
    json: { email: creator.email, password: DEMO_CREATOR_PASSWORD },
  });
  const { context, page: wallet, errors } = await visit(world, ON_A_PHONE);
  await openSignedIn(wallet, { token: body.data.token, user: body.data.user }, '/wallet');
  await wallet.getByRole('button', { name: 'Update Account' }).tap();
  const update = wallet.getByRole('dialog', { name: 'Update Payout Account' });
  await update.getByLabel('Country').selectOption('Senegal');
  await update.getByLabel('Provider').selectOption({ label: 'Wave' });
  await update.getByLabel('Account number or phone').fill('77 123 45 67');
  await update.getByLabel('Your password').fill(DEMO_CREATOR_PASSWORD);
  await shot(wallet, 'sn-wave-link');
  await update.getByRole('button', { name: 'Update Account' }).tap();
  await update.waitFor({ state: 'hidden' });

  await wallet.getByRole('button', { name: `Withdraw ${awaiting.title}` }).tap();
  const confirm = wallet.getByRole('dialog', { name: 'Confirm withdrawal' });
  await confirm.getByText(/^Paid out in XOF: /).waitFor();
  await shot(wallet, 'sn-wave-confirm');
  await confirm.getByRole('button', { name: 'Request withdrawal' }).tap();
  await confirm.waitFor({ state: 'hidden' });

  const { context: adminContext, page: admin } = await openAsAdmin(
    world.browser,
    world.harambee,
    '/admin/withdrawals',
  );
  const card = admin.getByRole('listitem', { name: `Withdrawal for ${awaiting.title}` });
  await card.getByLabel('I confirmed this new wallet with the creator').check();
  await card.getByRole('button', { name: `Approve withdrawal for ${awaiting.title}` }).click();
  const approval = admin.getByRole('dialog', { name: 'Approve withdrawal' });
  await approval.getByText(/^Paid out in XOF: /).waitFor();
  await approval.getByRole('button', { name: 'Approve and pay' }).click();
  await approval.waitFor({ state: 'hidden' });

  // Flutterwave takes the transfer (queued), then tells the payments webhook it completed.
  const transfer = await eventually(
    () => [...flutterwave.transfers.values()].find((one) => one.reference.startsWith(campaignId)),
    Boolean,
  ).then((made) => made!);
  expect(transfer).toMatchObject({
    currency: 'XOF',
    bank_code: 'WAVE',
    account_number: '221771234567',
  });
  expect(Number.isInteger(transfer.amount)).toBe(true);
  expect((await flutterwave.completeTransfer(transfer.reference, 'SUCCESSFUL')).status).toBe(200);
  await card.getByText('Paid', { exact: true }).waitFor();
  const item = wallet.getByRole('listitem', { name: `Withdrawal for ${awaiting.title}` });
  await item.getByText('Paid', { exact: true }).waitFor();
  await item.getByText(moneyWithSymbol(transfer.amount, 'XOF'), { exact: false }).first().waitFor();
  await shot(wallet, 'sn-wave-paid');
  expect(await sidewaysScroll(wallet)).toBe(0);
  expect(errors).toEqual([]);
  await adminContext.close();
  await context.close();
});
