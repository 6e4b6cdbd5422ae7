import { demoBackers, demoCampaigns, demoMessages } from '@harambee/server/src/demo-content';
import { browserWorld } from './support/world';
import { appReady, newVisitor, pageErrors, PHONE } from './support/browser';
import { englishIn } from './support/languages';

jest.setTimeout(240_000);

const refunded = demoCampaigns.find((campaign) => campaign.moneyOut === 'refunded')!;
const world = browserWorld({ seed: true });

/** What the English campaign page says about gifts, backers and refunds, which the French one must not. */
const ENGLISH = [
  'Backers',
  'No backers yet',
  'Be the first to donate',
  'Anonymous Donor',
  'donated',
  'Show All',
  'Show more',
  'Refunded',
  'Refund pending',
  'Refund failed',
  'raised of',
  'goal',
  'Campaign activity',
  'Share this campaign',
  'Donate',
  'days left',
  'Ended',
  'refunded',
  'Campaign not found',
  // The creator's country, as the rules spell it in English (the French say Gambie).
  'Gambia',
];
/** What the English comments tab says about a backer's words, which the French one must not. */
const ENGLISH_COMMENTS = ['Comments', 'No comments yet', 'Anonymous Supporter', 'donated'];
const US_AMOUNT = /\$\s?\d/;
const US_DATE = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/;
const FRENCH_AMOUNT = /\d(?:[\d\u202f\u00a0]*\d)?(?:,\d{2})?\u00a0\$US/;

it('when a French reader opens, on a phone, a campaign whose gifts were refunded, then its gifts, refunds, backers and comments read in French with French amounts and dates', async () => {
  const listed: { _id: string; title: string }[] = (
    await world.harambee.api('/v1/campaigns/status/all', { token: world.harambee.adminToken })
  ).body.data.campaigns;
  const campaign = listed.find((candidate) => candidate.title === refunded.title)!;
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE });
  const page = await context.newPage();
  const errors = pageErrors(page);

  await page.goto(`/fr/campaign/${campaign._id}`);
  await appReady(page);
  await page.getByRole('heading', { name: refunded.title, exact: true }).waitFor();
  const main = page.getByRole('main');
  await main.getByText('Remboursé', { exact: false }).first().waitFor();

  const text = await main.innerText();
  expect(await englishIn(main, ENGLISH, [refunded.title, ...demoBackers.filter(Boolean)])).toEqual(
    [],
  );
  expect(text).toMatch(FRENCH_AMOUNT);
  expect(text).not.toMatch(US_AMOUNT);
  expect(text).not.toMatch(US_DATE);

  // A backer's words (seeded with the gift) under a French line naming them, the amount and the day.
  await main.getByRole('tab', { name: /^Commentaires/ }).click();
  const comments = main.getByRole('tabpanel');
  await comments.getByText('Proud to support you!').waitFor();
  expect(
    await englishIn(comments, ENGLISH_COMMENTS, [
      ...demoMessages.filter(Boolean),
      ...demoBackers.filter(Boolean),
    ]),
  ).toEqual([]);
  const said = await comments.innerText();
  expect(said).toContain('a donné');
  expect(said).toMatch(FRENCH_AMOUNT);
  expect(said).not.toMatch(US_AMOUNT);
  expect(said).not.toMatch(US_DATE);
  expect(errors).toEqual([]);
  await context.close();
});
