import {
  DEMO_CREATOR_PASSWORD,
  demoCampaigns,
  demoCreators,
} from '@harambee/server/src/demo-content';
import { browserWorld } from './support/world';
import { openAsCreator } from './support/admin';
import { pageErrors, PHONE } from './support/browser';

jest.setTimeout(240_000);

const paid = demoCampaigns.find((campaign) => campaign.moneyOut === 'paid')!;
const creator = demoCreators[paid.creator]!;
const world = browserWorld({ seed: true });

it("when a creator on a phone gets the payout account's checks and the server's refusal wrong at /sw/wallet, then both are said in Swahili, and the account linked at last names its country in Swahili", async () => {
  const credentials = { email: creator.email, password: DEMO_CREATOR_PASSWORD };
  const { context, page } = await openAsCreator(
    world.browser,
    world.harambee,
    credentials,
    '/sw/wallet',
    PHONE,
  );
  const errors = pageErrors(page);
  await page.getByRole('heading', { level: 1, name: 'Pochi' }).waitFor();

  await page.getByRole('button', { name: 'Badilisha akaunti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Badilisha akaunti ya kupokea pesa' });
  await dialog.getByLabel('Nchi').selectOption('Kenya');
  await dialog.getByLabel('Mtandao').selectOption('mpesa');
  await dialog.getByLabel('Namba ya akaunti au simu').fill('12');
  await dialog.getByLabel('Nenosiri lako').fill(DEMO_CREATOR_PASSWORD);
  await dialog.getByRole('button', { name: 'Badilisha akaunti' }).click();
  await dialog.getByText('Namba ya M-PESA lazima iandikwe +254XXXXXXXXX au 07XXXXXXXX').waitFor();

  await dialog.getByLabel('Namba ya akaunti au simu').fill('0712345678');
  await dialog.getByLabel('Nenosiri lako').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Badilisha akaunti' }).click();
  await dialog
    .getByText('Nenosiri si sahihi. Akaunti yako ya kupokea pesa haijabadilishwa.')
    .waitFor();

  // Linked at last, the account's country is named as Swahili names it.
  await dialog.getByLabel('Nchi').selectOption('South Africa');
  await dialog.getByLabel('Mtandao').selectOption('tymebank');
  await dialog.locator('#wallet-account').fill('0123456789');
  await dialog.getByLabel('Nenosiri lako').fill(DEMO_CREATOR_PASSWORD);
  await dialog.getByRole('button', { name: 'Badilisha akaunti' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const account = page.getByRole('region', { name: 'Akaunti ya kupokea pesa' });
  await account.getByText('Afrika Kusini', { exact: true }).waitFor();
  expect(await account.innerText()).not.toContain('South Africa');
  expect(errors).toEqual([]);
  await context.close();
});
