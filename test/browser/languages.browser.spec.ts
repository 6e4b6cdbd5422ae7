import type { Browser } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { appReady, launchBrowser, newVisitor, pageErrors, PHONE } from './support/browser';
import { englishIn } from './support/languages';

jest.setTimeout(120_000);

let harambee: TestHarambee;
let browser: Browser;

type Listed = { _id: string; title: string; daysRemaining: number };

const cardTitle = (title: string) =>
  title.length > 40 ? `${title.slice(0, 40).trimEnd()}...` : title;

beforeAll(async () => {
  [harambee, browser] = await Promise.all([startHarambee({ seed: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

it('when a phone whose browser speaks French opens Harambee, then it lands on /fr/, finds a campaign in French and switches it to Kiswahili', async () => {
  const listed: Listed[] = (await harambee.api('/v1/campaigns/search?limit=12')).body.data
    .campaigns;
  const campaign = listed.find((candidate) => candidate.daysRemaining > 0)!;
  const context = await newVisitor(browser, {
    baseURL: harambee.url,
    viewport: PHONE,
    touch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  const errors = pageErrors(page);

  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/fr/');
  await appReady(page);
  expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  await page.getByRole('heading', { name: 'Campagnes à la une' }).waitFor();
  expect(await page.title()).toBe('Harambee | Collectez des fonds pour des projets d’entreprise');
  // Issue 44, build 6: the home page lists where mobile money is taken, from the routing table, in French.
  const places = page.getByTestId('mobile-money-places');
  expect(await places.getByRole('listitem').filter({ hasText: 'Sénégal' }).innerText()).toBe(
    'Sénégal — Orange Money et Wave',
  );

  await page.getByRole('banner').getByRole('link', { name: 'Chercher une campagne' }).tap();
  await page.waitForURL((url) => url.pathname === '/fr/search-campaigns');
  await page.getByRole('heading', { name: 'Trouver des campagnes' }).waitFor();
  await page
    .getByRole('link', { name: cardTitle(campaign.title), exact: true })
    .first()
    .tap();

  await page.waitForURL((url) => url.pathname === `/fr/campaign/${campaign._id}`);
  await page.getByRole('heading', { name: campaign.title, exact: true }).waitFor();
  await page.getByText('collectés sur un objectif de', { exact: false }).first().waitFor();
  await page.getByRole('heading', { name: 'Partager cette campagne' }).waitFor();

  await page.getByRole('banner').getByText('Langue FR', { exact: true }).tap();
  const swahili = page.getByRole('banner').getByRole('link', { name: 'Kiswahili' });
  expect(await swahili.getAttribute('hreflang')).toBe('sw');
  expect(await swahili.getAttribute('lang')).toBe('sw');
  await swahili.tap();

  await page.waitForURL((url) => url.pathname === `/sw/campaign/${campaign._id}`);
  await appReady(page);
  expect(await page.locator('html').getAttribute('lang')).toBe('sw');
  await page.getByRole('heading', { name: 'Shiriki kampeni hii' }).waitFor();
  await page.getByText('zimechangwa kati ya lengo la', { exact: false }).first().waitFor();
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('sw');

  // The choice is kept: home now opens in Kiswahili, though the browser speaks French.
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/sw/');
  await page.getByRole('heading', { name: 'Kampeni teule' }).waitFor();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  // The FAQ says in Kiswahili where mobile money is taken, each network by its own name.
  await page.goto('/sw/faq');
  await appReady(page);
  await page.getByRole('button', { name: 'Mnahudumia nchi gani?' }).tap();
  const answer = page.getByRole('region', { name: 'Mnahudumia nchi gani?' });
  expect(await answer.getByRole('listitem').filter({ hasText: 'Tanzania' }).innerText()).toBe(
    'Tanzania — M-Pesa (Vodacom), Airtel Money na Mixx by Yas',
  );
  expect(errors).toEqual([]);

  // A campaign that is not there is said in Kiswahili too, with the way back to the others.
  const missing = campaign._id.slice(0, -1) + (campaign._id.endsWith('0') ? '1' : '0');
  await page.goto(`/sw/campaign/${missing}`);
  await page.getByRole('heading', { name: 'Kampeni haikupatikana' }).waitFor();
  await page.getByRole('link', { name: 'Tazama kampeni nyingine' }).waitFor();
});

it('when a French visitor searches, then the cookie banner, the filters, the categories and the share buttons speak French, and a category keeps its id in the address', async () => {
  const context = await newVisitor(browser, {
    baseURL: harambee.url,
    consented: false,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  const errors = pageErrors(page);

  await page.goto('/fr/search-campaigns');
  await appReady(page);
  const banner = page.getByRole('region', { name: 'Seulement ce dont le site a besoin' });
  await banner.waitFor();
  await banner.getByRole('link', { name: 'Politique relative aux cookies' }).waitFor();
  await banner.getByRole('button', { name: 'Retenir ma langue' }).waitFor();
  await banner.getByRole('button', { name: 'Essentiel seulement' }).click();
  await banner.waitFor({ state: 'hidden' });

  const filters = page.getByRole('search', { name: 'Filtrer les campagnes' });
  const category = filters.getByRole('combobox', { name: 'Catégorie' });
  expect(await category.locator('option').allTextContents()).toEqual([
    'Toutes les catégories',
    'Capital de démarrage',
    'Développement de l’entreprise',
    'Achat d’équipement',
    'Financement du stock',
    'Aide d’urgence',
  ]);
  const country = filters.getByRole('combobox', { name: 'Pays' });
  expect(await country.locator('option').allTextContents()).toEqual([
    'Tous les pays',
    'Kenya',
    'Afrique du Sud',
    'Ghana',
    'Gambie',
  ]);
  expect(await englishIn(country, ['South Africa', 'Gambia'])).toEqual([]);
  await filters.getByRole('group', { name: 'Montant de l’objectif' }).waitFor();
  const most = filters.getByRole('slider', { name: /^Au plus/ });
  expect(await most.getAttribute('aria-valuetext')).toBe('14 jours');
  expect(await filters.getByRole('slider', { name: /^À/ }).getAttribute('aria-valuetext')).toMatch(
    /^50\s000\s\$\s?US$/u,
  );
  await page.getByText(/^\d+ campagnes? trouvées?$/).waitFor();

  await category.selectOption({ label: 'Achat d’équipement' });
  await page.waitForURL((url) => url.searchParams.get('category') === 'equipment');
  await filters.getByRole('button', { name: 'Effacer les filtres' }).waitFor();
  const card = page.getByRole('article').filter({ hasText: 'Équipement' }).first();
  await card.getByRole('link').click();

  await page.waitForURL((url) => url.pathname.startsWith('/fr/campaign/'));
  await page.getByText('Achat d’équipement', { exact: true }).waitFor();
  const share = page.getByRole('link', {
    name: 'Partager sur WhatsApp (s’ouvre dans un nouvel onglet)',
  });
  await share.waitFor();
  await page.getByRole('button', { name: 'Copier le lien' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('when a French donor reads a long story and gives in shillings, then Read More, Show Less and the exchange rate are written the French way', async () => {
  const listed: Listed[] = (await harambee.api('/v1/campaigns/search?limit=12')).body.data
    .campaigns;
  const campaign = listed.find((candidate) => candidate.title.startsWith('Solar-powered cold'))!;
  const context = await newVisitor(browser, { baseURL: harambee.url, locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = pageErrors(page);

  await page.goto(`/fr/campaign/${campaign._id}`);
  await appReady(page);
  const story = page.getByRole('region', { name: 'Histoire' });
  await story.getByRole('button', { name: 'Lire la suite' }).click();
  await story.getByRole('button', { name: 'Réduire' }).waitFor();
  expect(await englishIn(story, ['Read More', 'Show Less'])).toEqual([]);
  // Issue "Every word in the reader's language": the backers list was English, its money and days in US form.
  const backers = page.getByTestId('backers');
  await backers.getByRole('listitem').first().waitFor();
  const shown = await backers.innerText();
  expect(shown).toMatch(/\d\s\$US/);
  expect(shown).not.toMatch(
    /\$\d|Anonymous|Refund|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/,
  );

  await page.goto(`/fr/donation/${campaign._id}`);
  await appReady(page);
  await page.getByLabel('Devise', { exact: true }).selectOption('KES');
  await page.getByRole('spinbutton', { name: /^Montant en/ }).fill('3230');
  const quote = page.getByTestId('currency-quote');
  await quote.filter({ hasText: 'Taux' }).waitFor();
  expect(await quote.innerText()).toMatch(/Taux\u00a0: 1 USD = 129,20 KES/);
  expect(await englishIn(quote, ['129.20', 'Rate'])).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
