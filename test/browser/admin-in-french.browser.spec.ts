import type { Page } from 'playwright-core';
import { browserWorld, visit } from './support/world';
import { demoCampaigns } from '@harambee/server/src/demo-content';
import { adminSession, createPendingCampaign, openAsAdmin, openSignedIn } from './support/admin';
import { appReady, pageErrors } from './support/browser';
import { englishIn } from './support/languages';

jest.setTimeout(120_000);

const world = browserWorld({ seed: true });

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
  const approved = await createPendingCampaign(world.harambee, {
    title: 'Atelier de couture de Thiès',
    creator: 'Awa Ndiaye',
    email: 'awa@example.org',
  });
  const refused = await createPendingCampaign(world.harambee, {
    title: 'Boulangerie de Bouaké',
    creator: 'Koffi Yao',
    email: 'koffi@example.org',
  });
  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/fr/admin');
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
  const publicCopy = await world.harambee.api(`/v1/campaigns/public/${approved.id}`);
  expect(publicCopy.body.data.campaign).toMatchObject({ status: 'approved' });
  expect(errors).toEqual([]);
  await context.close();
});

it('when an admin works at /fr/admin, then disputes, reconciliation differences and the blog screens are in French', async () => {
  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/fr/admin');
  const errors = pageErrors(page);
  await page
    .getByRole('navigation', { name: 'Rubriques d’administration' })
    .getByRole('link', { name: 'Litiges' })
    .click();
  await page.waitForURL((url) => url.pathname === '/fr/admin/disputes');
  const disputes = page.getByRole('list', {
    name: 'Litiges, les ouverts d’abord, par date limite',
  });
  const open = disputes.getByRole('article').first();
  await open.getByText('Ouvert', { exact: true }).waitFor();
  await open.getByText('Justificatifs attendus le').waitFor();
  const lost = disputes.getByRole('article').filter({ hasText: 'Perdu' });
  await lost.getByText('Le créateur\u00a0: le litige a été perdu après le versement').waitFor();
  const difference = page.getByRole('article', { name: 'Don T_demo_unmatched' });
  await difference.getByText('Absent de nos comptes').waitFor();
  await difference.getByText(/^42,00\s\$US$/).waitFor();
  expect(
    await englishIn(
      [
        disputes,
        page.getByRole('list', { name: 'Écarts de rapprochement, le jour le plus récent d’abord' }),
      ],
      [
        'Open',
        'Lost',
        'Amount',
        'Evidence due',
        'Reason',
        'Provider',
        'Payment',
        'Opened',
        'Gift',
        'Day',
        'Our records',
      ],
    ),
  ).toEqual([]);

  await page.goto('/fr/admin/blog');
  await page.getByRole('heading', { level: 1, name: 'Articles du blog' }).waitFor();
  const posts = page.getByRole('list', { name: 'Articles du blog' });
  await posts
    .getByRole('link', { name: /^Modifier / })
    .first()
    .waitFor();
  await posts
    .getByRole('button', { name: /^Supprimer / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer l’article' });
  await dialog.getByText('Cette action est définitive.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await page.getByRole('link', { name: 'Nouvel article' }).click();
  const form = page.getByRole('form', { name: 'Nouvel article' });
  await form.getByRole('button', { name: 'Publier l’article' }).click();
  await form.getByText('Veuillez donner un titre à l’article.').waitFor();
  await form.getByText('Veuillez ajouter une image à l’article.').waitFor();
  await form.getByText('JPEG, PNG ou WEBP, 5 Mo au plus.').waitFor();
  expect(await englishIn([form], ['Title', 'Content', 'Publish', 'Cancel', 'Please'])).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('when an admin records an offline gift and generates test gifts at /fr/admin, then both forms and the audit trail read in French', async () => {
  const [approved] = (await world.harambee.api('/v1/campaigns/approved')).body.data.campaigns as {
    _id: string;
  }[];
  const adminName = (await adminSession(world.harambee)).user.name;
  const { context, page } = await openAsAdmin(
    world.browser,
    world.harambee,
    `/fr/admin/donate/${approved!._id}`,
  );
  const errors = pageErrors(page);
  await page.getByRole('heading', { level: 1, name: 'Enregistrer un don' }).waitFor();
  const gift = page.getByRole('form', { name: 'Enregistrer un don' });
  await gift.getByRole('button', { name: 'Enregistrer le don' }).click();
  await gift.getByText('Veuillez saisir un montant de don valide.').waitFor();
  await gift.getByText('Veuillez saisir votre nom ou choisir de rester anonyme.').waitFor();
  await gift.getByText('500 caractères au plus.').waitFor();
  expect(
    await englishIn(
      [gift],
      ['Amount', 'Donor name', 'Anonymous', 'optional', 'Record', 'Please', 'characters', 'cash'],
    ),
  ).toEqual([]);
  await gift.getByRole('spinbutton', { name: 'Montant (en dollars US)' }).fill('40');
  await gift.getByRole('textbox', { name: 'Nom du donateur' }).fill('Wambui');
  await gift.getByRole('button', { name: 'Enregistrer le don' }).click();
  await gift.getByText(/Don de 40\s\$US de la part de Wambui enregistré\./).waitFor();
  await gift.getByRole('link', { name: 'Le voir dans l’historique' }).waitFor();

  await page.goto(`/fr/admin/generate-donations/${approved!._id}`);
  await page.getByRole('heading', { level: 1, name: 'Créer des dons de test' }).waitFor();
  const tool = page.getByRole('form', { name: 'Créer des dons de test' });
  const count = tool.getByRole('spinbutton', { name: 'Nombre de dons' });
  await count.fill('32');
  await tool.getByRole('button', { name: 'Créer les dons' }).click();
  await tool.getByText('Le nombre doit être compris entre 1 et 31').waitFor();
  await tool.getByText('Entre 1 et 31.').waitFor();
  expect(
    await englishIn(
      [tool],
      ['Records', 'test donations', 'Number of donations', 'Between', 'Count', 'Generate', 'Back'],
    ),
  ).toEqual([]);
  await count.fill('3');
  await tool.getByRole('button', { name: 'Créer les dons' }).click();
  await tool.getByText(/^3 dons de test créés, pour un total de [\d\s,]+\$US\.$/).waitFor();
  await tool.getByRole('button', { name: 'Retour' }).click();

  const trail = page.getByRole('list', {
    name: 'Historique de la campagne, le plus récent d’abord',
  });
  await trail
    .getByText(/^Don hors ligne de 40\s\$US de la part de Wambui, enregistré par /)
    .waitFor();
  await trail
    .getByText(/^Don de test de .+, créé par /)
    .nth(2)
    .waitFor();
  const entries = trail.locator('li > span:first-child');
  expect(
    await englishIn(
      [entries],
      ['by', 'Offline gift', 'Test donation', 'Donation of', 'from', 'Created', 'Approved'],
      [adminName],
    ),
  ).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('when an admin looks over withdrawals at /fr/admin, then each status and the payout dialog are in French', async () => {
  const failed = demoCampaigns.find((campaign) => campaign.moneyOut === 'payoutFailed')!;
  const { context, page } = await openAsAdmin(
    world.browser,
    world.harambee,
    '/fr/admin/withdrawals',
  );
  const errors = pageErrors(page);
  const list = page.getByRole('list', { name: 'Retraits, du plus récent au plus ancien' });
  const card = list.getByRole('listitem', { name: `Retrait pour ${failed.title}` });
  await card.getByText('Échec du versement', { exact: true }).waitFor();
  await list.getByText('Versé', { exact: true }).first().waitFor();
  await list.getByText('Refusé', { exact: true }).first().waitFor();
  await list.getByText('Remarque\u00a0: payé deux fois', { exact: false }).waitFor();
  expect(
    await englishIn(
      [list],
      ['Awaiting approval', 'Paid', 'Rejected', 'Payout failed', 'Unknown', 'Retry', 'Approve'],
      demoCampaigns.map((campaign) => campaign.title),
    ),
  ).toEqual([]);

  await card.getByRole('button', { name: `Relancer le versement pour ${failed.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Relancer le versement' });
  await dialog.getByText('Le transfert part aussitôt.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(errors).toEqual([]);
  await context.close();
});

it("when a visitor opens a page, then the admin's texts stay behind; an admin screen fetches them in its language", async () => {
  const { context, page } = await visit(world);
  const texts: Promise<{ area: string; text: string | null }>[] = [];
  page.on('response', (response) => {
    const area = /\/static\/js\/(web-donor|web-screens|admin)\.[^/]+\.chunk\.js$/.exec(
      response.url(),
    )?.[1];
    // A page navigated away from (signing in passes through one) keeps no body to read: null, not a failure.
    if (area)
      texts.push(
        response.text().then(
          (text) => ({ area, text }),
          () => ({ area, text: null }),
        ),
      );
  });

  // The sign-in page is the app (the home page is a document with islands, which fetch no catalogue).
  await page.goto('/fr/login');
  await appReady(page);
  expect((await Promise.all(texts)).map(({ area }) => area).sort()).toEqual([
    'web-donor',
    'web-screens',
  ]);

  await openSignedIn(page, await adminSession(world.harambee), '/fr/admin');
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord d’administration' }).waitFor();
  const admin = (await Promise.all(texts)).filter(
    ({ area, text }) => area === 'admin' && text !== null,
  );
  expect(admin).toHaveLength(1);
  expect(admin[0]!.text).toContain('Tableau de bord d’administration');
  await context.close();
});
