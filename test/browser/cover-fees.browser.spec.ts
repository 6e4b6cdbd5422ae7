import { browserWorld, visit } from './support/world';
import { type CurrencyCode, DONATION_PRESETS, majorWithSymbol } from '@harambee/rules';
import type { Locator, Page } from 'playwright-core';
import { appReady, ON_A_PHONE } from './support/browser';
import { eventually } from '../support/waiting';
import { createApprovedCampaign } from './support/campaigns';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

let campaignId: string;

const world = browserWorld({ env: { PAYMENT_PROVIDER: 'sandbox' } });
beforeAll(async () => {
  campaignId = await createApprovedCampaign(world.harambee, {
    title: 'Kisumu fish cold room',
    creator: 'Akinyi Odhiambo',
    email: 'akinyi@creator.test',
    country: 'Kenya',
  });
});

it('when a donor on a phone ticks "Cover the fees", then the form says the creator gets the whole gift, the checkout charges the fees on top and the campaign counts the gift', async () => {
  const { page, errors } = await visit(world, ON_A_PHONE);
  await page.goto(`/donation/${campaignId}`);
  await appReady(page);
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await page.getByRole('button', { name: '$50', exact: true }).tap();
  const share = page.getByTestId('gift-share');
  await share.getByText(/^\$47\.50 of your \$50\.00 reaches the creator/).waitFor();
  const cover = page.getByRole('checkbox', { name: 'Cover the fees (+$2.50)' });
  await cover.check();
  await share.getByText(/^\$50\.00 of your \$50\.00 reaches the creator/).waitFor();
  expect(await share.innerText()).toContain('you add $2.50 for the fees');
  expect(await sidewaysScroll(page)).toBe(0);

  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Otieno Ouma');
  await page.getByRole('button', { name: 'Donate $52.50 (fees included)' }).tap();
  await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
  await page.getByText(/^Pay \$52\.50 by card\./).waitFor();
  await page.getByRole('button', { name: 'Approve payment' }).tap();
  const campaign = await eventually(
    () => world.harambee.api(`/v1/campaigns/public/${campaignId}`),
    (answer) => answer.body.data?.campaign?.amountRaised === 50,
  );
  expect(campaign.body.data.campaign.amountRaised).toBe(50);
  expect(errors).toEqual([]);
});

describe('the amount in the donor’s own money, with scripts, on a phone', () => {
  const openForm = async () => {
    const { context, page, errors } = await visit(world, ON_A_PHONE);
    await page.goto(`/donation/${campaignId}`);
    await appReady(page);
    return { context, page, errors, form: page.getByRole('form', { name: 'Donation' }) };
  };
  const payByMpesa = async (form: Locator, phone: string) => {
    await form.getByRole('checkbox', { name: /Donate anonymously/ }).check();
    await form.getByRole('radio', { name: /Mobile money/i }).check();
    await form.getByLabel('Country').selectOption('KE');
    await form.getByLabel('Mobile-money provider').selectOption('mpesa');
    await form.getByLabel('Mobile-money phone number').fill(phone);
  };
  /** The charge the page's checkout call was answered with: what the provider is asked for. */
  const checkoutCharge = (page: Page) =>
    page
      .waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/v1/payments/checkout',
      )
      .then(async (response) => (await response.json()).data.charge);
  /** A preset's name as the page writes it: whole units, laid out by Intl with the currency's own sign. */
  const presetName = (amount: number, currency: CurrencyCode) =>
    majorWithSymbol(amount, currency, 0);

  it('when a donor types KES 500 for M-PESA, then the checkout asks for KES 500', async () => {
    const { context, page, errors, form } = await openForm();
    await form.getByLabel('Currency', { exact: true }).selectOption('KES');
    await form.getByRole('spinbutton').fill('500');
    await payByMpesa(form, '0733 500 500');
    const charge = checkoutCharge(page);
    await form.getByRole('button', { name: /^Donate .*500$/ }).tap();
    expect(await charge).toMatchObject({ currency: 'KES', amountMinor: 50_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['KES', 'GHS', 'ZAR'] as const)(
    'when a donor gives in %s, then each preset is an amount in that money, sets it, and alone looks chosen',
    async (currency) => {
      const { context, form } = await openForm();
      await form.getByLabel('Currency', { exact: true }).selectOption(currency);
      const presets = form.locator('button[aria-pressed]');
      expect(await presets.allInnerTexts()).toEqual(
        DONATION_PRESETS[currency].map((amount) => presetName(amount, currency)),
      );
      for (const amount of DONATION_PRESETS[currency]) {
        const preset = form.getByRole('button', {
          name: presetName(amount, currency),
          exact: true,
        });
        await preset.tap();
        expect(await form.getByRole('spinbutton').inputValue()).toBe(String(amount));
        expect(await preset.getAttribute('aria-pressed')).toBe('true');
        expect(await form.locator('button[aria-pressed="true"]').count()).toBe(1);
      }
      expect(await form.getByRole('button', { name: '$25', exact: true }).count()).toBe(0);
      await context.close();
    },
  );

  it('when the symbol sits beside the typed amount, then it never covers it', async () => {
    const { context, form } = await openForm();
    await form.getByLabel('Currency', { exact: true }).selectOption('KES');
    await form.getByRole('spinbutton').fill('500');
    const symbol = await form.getByText('KSh', { exact: true }).boundingBox();
    const field = await form.getByRole('spinbutton').boundingBox();
    expect(symbol!.x + symbol!.width).toBeLessThanOrEqual(field!.x);
    await context.close();
  });

  it('when a donor covers the fees of KES 500 over M-PESA, then the button names the whole charge in whole shillings, and the checkout asks for exactly that', async () => {
    const { context, page, errors, form } = await openForm();
    await form.getByLabel('Currency', { exact: true }).selectOption('KES');
    await form.getByRole('spinbutton').fill('500');
    await payByMpesa(form, '0744 500 500');
    await form.getByRole('checkbox', { name: /^Cover the fees/ }).check();
    const button = form.getByRole('button', { name: /\(fees included\)$/ });
    await button.waitFor();
    const label = await button.innerText();
    const total = Number(
      /([\d,]+(?:\.\d+)?) \(fees included\)$/.exec(label)![1]!.replace(/,/g, ''),
    );
    expect(Number.isInteger(total)).toBe(true);
    expect(total).toBeGreaterThan(500);
    expect(label).toBe(`Donate ${presetName(total, 'KES')} (fees included)`);
    const charge = checkoutCharge(page);
    await button.tap();
    expect(await charge).toMatchObject({ currency: 'KES', amountMinor: total * 100 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
