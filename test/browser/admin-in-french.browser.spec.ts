import type { Browser, Page } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { createPendingCampaign, openAsAdmin } from './support/admin';
import { launchBrowser, pageErrors } from './support/browser';
import { englishIn } from './support/languages';

jest.setTimeout(120_000);

let harambee: TestHarambee;
let browser: Browser;

beforeAll(async () => {
  [harambee, browser] = await Promise.all([startHarambee({ seed: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** What the English admin screens say, which the French ones must not. */
const ENGLISH = [
  'Admin Dashboard',
  'Campaigns',
  'Contact Messages',
  'Withdrawals',
  'Disputes',
  'Pending',
  'Approve',
  'Reject',
  'View Details',
  'Delete',
  'Creator',
  'Goal',
  'Raised',
  'Created',
  'Search campaigns',
  'Status',
];

it('when an admin works at /fr/admin, then they review in French: one pending campaign approved, another refused with a reason', async () => {
  const approved = await createPendingCampaign(harambee, {
    title: 'Atelier de couture de Thiès',
    creator: 'Awa Ndiaye',
    email: 'awa@example.org',
  });
  const refused = await createPendingCampaign(harambee, {
    title: 'Boulangerie de Bouaké',
    creator: 'Koffi Yao',
    email: 'koffi@example.org',
  });
  const { context, page } = await openAsAdmin(browser, harambee, '/fr/admin');
  const errors = pageErrors(page);
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord d’administration' }).waitFor();
  const sections = page.getByRole('navigation', { name: 'Rubriques d’administration' });
  await sections.getByRole('link', { name: 'Campagnes' }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Statut' }).inputValue()).toBe('pending');
  await card(page, approved.title).getByText('En attente', { exact: true }).waitFor();
  expect(
    await englishIn(
      [
        page.getByRole('heading', { level: 1 }),
        sections,
        page.getByRole('navigation', { name: 'Raccourcis d’administration' }),
        card(page, approved.title),
        page.getByRole('list', { name: 'Statistiques des campagnes' }),
        page.getByRole('list', { name: 'Campagnes en attente' }),
      ],
      ENGLISH,
    ),
  ).toEqual([]);

  await card(page, approved.title)
    .getByRole('button', { name: /^Approuver/ })
    .click();
  await page.getByText('Campagne approuvée').waitFor();
  await card(page, approved.title).waitFor({ state: 'detached' });

  await card(page, refused.title)
    .getByRole('button', { name: /^Refuser/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Refuser la campagne' });
  await dialog.getByRole('button', { name: 'Refuser la campagne' }).click();
  await dialog.getByText('Dites au créateur ce qu’il doit changer').waitFor();
  await dialog.getByRole('textbox', { name: 'Motif' }).fill('Ajoutez une photo de l’atelier.');
  await dialog.getByRole('button', { name: 'Refuser la campagne' }).click();
  await page.getByText('Campagne refusée').waitFor();
  await card(page, refused.title).waitFor({ state: 'detached' });

  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Approuvées' });
  expect(page.url()).toContain('/fr/admin?status=approved');
  await card(page, approved.title).getByText('Approuvée', { exact: true }).waitFor();
  await card(page, approved.title)
    .getByRole('button', { name: /^Mettre à la une/ })
    .waitFor();
  const publicCopy = await harambee.api(`/v1/campaigns/public/${approved.id}`);
  expect(publicCopy.body.data.campaign).toMatchObject({ status: 'approved' });
  expect(errors).toEqual([]);
  await context.close();
});
