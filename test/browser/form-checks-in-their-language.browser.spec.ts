import { type Language, message, type MessageKey, say, type Words } from '@harambee/messages';
import {
  DEMO_CREATOR_PASSWORD,
  demoCampaigns,
  demoCreators,
} from '@harambee/server/src/demo-content';
import { DONATION_MESSAGES, phoneShapeWords, WALLET_MESSAGES } from '@harambee/rules';
import type { Locator } from 'playwright-core';
import { browserWorld, visit } from './support/world';
import { openAsCreator } from './support/admin';
import { appReady, ON_A_PHONE, pageErrors, PHONE } from './support/browser';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(240_000);

const world = browserWorld({ seed: true, env: { PAYMENT_PROVIDER: 'sandbox' } });
const paid = demoCampaigns.find((campaign) => campaign.moneyOut === 'paid')!;
const creator = demoCreators[paid.creator]!;

/** The refusal as the reader's catalogue words it, whitespace as a page shows it. */
const shown = (said: string) => said.replace(/\s+/gu, ' ');
const refusalIn = (area: Locator, language: Language, words: Words) =>
  area.getByText(shown(say(language, words)), { exact: true }).waitFor();

describe.each(['fr', 'sw'] as const)('at /%s/ on a phone', (language) => {
  const t = (key: MessageKey) => message(language, key);

  it('when a donor gives without a name and with a Kenyan number too short, then the donate form’s own checks refuse both as the catalogue words them', async () => {
    const featured = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns;
    const campaign = featured.find(
      (candidate: { daysRemaining: number }) => candidate.daysRemaining > 0,
    );
    const { context, page, errors } = await visit(world, ON_A_PHONE);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await page.goto(`/${language}/donation/${campaign._id}`);
    await page.getByRole('heading', { name: t('giving.page.heading') }).waitFor();
    await appReady(page);
    const form = page.getByRole('form', { name: t('giving.form.label') });
    await page.getByLabel(t('giving.method.mobileMoney'), { exact: true }).check();
    await page.getByLabel(t('giving.mobileMoney.country')).selectOption('KE');
    await page.getByLabel(t('giving.mobileMoney.provider')).selectOption('mpesa');
    await page.getByRole('textbox', { name: t('giving.mobileMoney.phone') }).fill('0712 345');
    await form
      .getByRole('group', { name: t('giving.amount.legend') })
      .getByRole('button')
      .first()
      .tap();
    await form.getByRole('button', { name: new RegExp(`^${t('giving.form.donate')}`) }).tap();

    await refusalIn(form, language, { key: DONATION_MESSAGES.name });
    await refusalIn(form, language, phoneShapeWords('KE'));
    expect(sent).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when a creator links a payout account with numbers no network takes and no password, then the wallet’s own checks refuse each as the catalogue words them', async () => {
    const { context, page } = await openAsCreator(
      world.browser,
      world.harambee,
      { email: creator.email, password: DEMO_CREATOR_PASSWORD },
      `/${language}/wallet`,
      PHONE,
    );
    const errors = pageErrors(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wallet') && request.method() !== 'GET') sent.push(request.url());
    });
    await page.getByRole('heading', { level: 1, name: t('creator.wallet.title') }).waitFor();
    await page.getByRole('button', { name: t('creator.wallet.account.update') }).click();
    const dialog = page.getByRole('dialog', { name: t('creator.link.titleUpdate') });
    const account = dialog.locator('#wallet-account');
    const submit = dialog.getByRole('button', { name: t('creator.wallet.account.update') });

    await dialog.getByLabel(t('creator.link.country')).selectOption('Kenya');
    await dialog.getByLabel(t('creator.link.provider')).selectOption('mpesa');
    await account.fill('12');
    await submit.click();
    await refusalIn(dialog, language, { key: 'creator.rule.mpesa' });

    await account.fill('0712345678');
    await submit.click();
    await refusalIn(dialog, language, { key: WALLET_MESSAGES.password });

    // A routing-table country's wallet is told that country's phone numbers, the country in the reader's language.
    await dialog.getByLabel(t('creator.link.country')).selectOption("Côte d'Ivoire");
    await dialog.getByLabel(t('creator.link.provider')).selectOption('wave');
    await account.fill('0712');
    await submit.click();
    await refusalIn(dialog, language, phoneShapeWords('CI'));

    expect(sent).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
