import { browserWorld } from './support/world';
import {
  DEMO_CREATOR_PASSWORD,
  demoCampaigns,
  demoCreators,
} from '@harambee/server/src/demo-content';
import { openAsCreator } from './support/admin';
import { appReady, pageErrors } from './support/browser';
import { englishIn } from './support/languages';

jest.setTimeout(120_000);

const paid = demoCampaigns.find((campaign) => campaign.moneyOut === 'paid')!;
const creator = demoCreators[paid.creator]!;
/** What creators wrote themselves stays in their language. */
const theirs = demoCampaigns.map((campaign) => campaign.title);

const world = browserWorld({ seed: true });

/** What the English creator screens say, which the French ones must not. */
const ENGLISH = [
  'Dashboard',
  'Withdrew',
  'Your data',
  'Logout',
  'Log out everywhere',
  'Wallet',
  'Balance',
  'Available to withdraw',
  'Held until the campaign ends',
  'Payout account',
  'Provider',
  'Country',
  'Account',
  'Update Account',
  'Withdrawals',
  'Withdraw',
  'Gross',
  'Platform fee',
  'Processing fees',
  'Net',
  'Paid',
  'Paid out',
  'requested',
  'Money ledger',
  'Recent Donations',
  'Anonymous',
  'Total Campaigns',
  'Pending',
  'Approved',
  'Goal',
  'Raised',
  'Edit',
  'Post Update',
  'View',
  'Hello',
];

it('when a creator opens their wallet and dashboard at /fr/, then balances, withdrawals, payouts and campaigns are all in French', async () => {
  const credentials = { email: creator.email, password: DEMO_CREATOR_PASSWORD };
  const { context, page } = await openAsCreator(
    world.browser,
    world.harambee,
    credentials,
    '/fr/wallet',
  );
  const errors = pageErrors(page);
  await page.getByRole('heading', { level: 1, name: 'Portefeuille' }).waitFor();
  const balance = page.getByRole('region', { name: 'Solde' });
  await balance.getByText('Disponible au retrait').waitFor();
  await balance
    .getByText(/Collecté sur toutes vos campagnes\u00a0: [\d\s\u202f]+,\d\d\s\$/)
    .waitFor();
  const withdrawals = page.getByRole('list', {
    name: 'Vos retraits, du plus récent au plus ancien',
  });
  const withdrawal = withdrawals.getByRole('listitem', { name: `Retrait pour ${paid.title}` });
  await withdrawal.getByText('Versé', { exact: true }).waitFor();
  await withdrawal.getByText('Montant net').waitFor();
  await withdrawal.getByText(/^Vers .+ \(.+\)$/).waitFor();
  await withdrawal.getByText(/^Demandé le /).waitFor();
  await withdrawal.getByText(/^Un second virement du même montant/).waitFor();
  await page.getByRole('heading', { name: 'Compte de versement' }).waitFor();
  await page.getByRole('heading', { name: 'Derniers dons' }).waitFor();
  await appReady(page);
  expect(await englishIn(page.locator('main'), ENGLISH, theirs)).toEqual([]);

  await page.getByRole('button', { name: 'Changer de compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer de compte de versement' });
  await dialog.getByLabel('Numéro de compte ou de téléphone').fill('12');
  await dialog.getByLabel('Votre mot de passe').fill(DEMO_CREATOR_PASSWORD);
  await dialog.getByRole('button', { name: 'Changer de compte' }).click();
  await dialog.getByText(/^Le numéro .* doit /).waitFor();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await page.goto('/fr/dashboard');
  await page.getByRole('heading', { level: 1, name: /^Bonjour, .* !$/ }).waitFor();
  const pages = page.getByRole('navigation', { name: 'Pages du créateur' });
  await pages.getByRole('link', { name: 'Portefeuille' }).waitFor();
  await page.getByRole('heading', { name: /^Campagnes approuvées \(\d+\)$/ }).waitFor();
  await page.getByRole('link', { name: `Voir ${paid.title}` }).waitFor();
  expect(await page.title()).toContain('Tableau de bord');
  const labels = page.locator('main h1, main h2, main dt, main dd, main a, main button, aside');
  expect(await englishIn(labels, ENGLISH, theirs)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
