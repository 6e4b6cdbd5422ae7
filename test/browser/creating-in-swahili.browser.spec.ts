import { browserWorld, visit } from './support/world';
import { createPendingCampaign, PNG_1PX } from './support/admin';
import { describeViolations, seriousViolations } from './support/axe';
import { eventually } from '../support/waiting';
import { englishIn } from './support/languages';

jest.setTimeout(120_000);

const world = browserWorld();

/** What the English sign-in and creation screens say, which the Swahili ones must not. */
const ENGLISH_LOGIN = [
  'Welcome back',
  'Email address',
  'Password',
  'Remember me',
  'Sign in',
  'Show',
];
const ENGLISH_DETAILS = [
  'Start Your Fundraiser',
  'Step 1',
  'Campaign details',
  'Campaign title',
  'Your story',
  'Goal amount',
  'Category',
  'End date',
  'Campaign image',
  'Next',
  'Title is required',
  'Story is required',
  'Please select',
  'Live preview',
  'Tip',
  'complete',
];
const ENGLISH_CREATOR = [
  'Step 2',
  'Your information',
  'Full name',
  'Email address',
  'Phone number',
  'Country',
  'Password',
  'Confirm password',
  'Back',
  'Verify Email',
  'is required',
  'South Africa',
  'Show',
];

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

it('when a creator signs in at /sw/ and starts a second campaign, then labels, tips, the toolbar, the form’s rule messages, the mailed link’s page and the success page are in Swahili', async () => {
  const creator = await createPendingCampaign(world.harambee, {
    title: 'Duka la nafaka la Moshi',
    creator: 'Neema Mushi',
    email: 'neema@example.org',
    country: 'Kenya',
  });
  const { context, page, errors } = await visit(world);

  await page.goto('/sw/login');
  const login = page.getByRole('form', { name: 'Ingia' });
  await page.getByRole('heading', { name: 'Karibu tena' }).waitFor();
  expect(await englishIn(page.locator('main'), ENGLISH_LOGIN)).toEqual([]);
  await login.getByRole('button', { name: 'Ingia' }).click();
  await login.getByText('Tafadhali jaza sehemu zote').waitFor();
  await login.getByLabel('Barua pepe').fill(creator.email);
  await login.getByLabel('Nenosiri', { exact: true }).fill(creator.password);
  await login.getByRole('button', { name: 'Ingia' }).click();
  await page.getByText('Umeingia!').waitFor();
  await page.waitForURL(/\/sw\/dashboard$/);

  await page.goto('/sw/create-campaign');
  const main = page.locator('main');
  await page.getByRole('heading', { level: 1, name: 'Anzisha kampeni yako' }).waitFor();
  const step1 = page.getByRole('form', { name: 'Hatua ya 1: Kuhusu kampeni' });
  await step1.getByRole('toolbar', { name: 'Mpangilio wa maandishi' }).waitFor();
  await step1.getByRole('button', { name: 'Herufi nzito' }).waitFor();
  await page.getByText('Imekamilika 0%').waitFor();

  // Empty, the form says what is missing in Swahili: the same rules the server applies.
  await step1.getByRole('button', { name: 'Endelea: Taarifa zako' }).click();
  await step1.getByText('Jina la kampeni linahitajika').waitFor();
  await step1.getByText('Hadithi inahitajika').waitFor();
  await step1.getByText('Picha ya kampeni inahitajika').waitFor();
  expect(await englishIn(main, ENGLISH_DETAILS)).toEqual([]);

  await step1.getByLabel('Jina la kampeni').fill('Mashine ya kusaga Moshi');
  await page.getByRole('complementary').getByText('Liwe fupi na wazi').waitFor();
  await page.locator('#story').click();
  await page.keyboard.type('Tunasaga mahindi ya wakulima wa Moshi na kuuza unga sokoni.');
  await step1.getByLabel('Lengo (dola za Marekani)').fill('150');
  await step1.getByLabel('Aina').selectOption({ label: 'Ununuzi wa vifaa' });
  await step1.getByLabel('Tarehe ya mwisho').fill(inDays(10));
  await page.setInputFiles('#image', {
    name: 'mashine.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await step1.getByRole('button', { name: 'Endelea: Taarifa zako' }).click();
  await step1.getByText('Lengo liwe kwa hatua za $100').waitFor();
  const preview = page.getByRole('region', { name: 'Muonekano wa moja kwa moja' });
  await preview.getByRole('heading', { name: 'Mashine ya kusaga Moshi' }).waitFor();
  await preview.getByText('Vifaa', { exact: true }).waitFor();

  await step1.getByLabel('Lengo (dola za Marekani)').fill('1500');
  await step1.getByRole('button', { name: 'Endelea: Taarifa zako' }).click();
  await page.waitForURL(/\/sw\/create-campaign\?step=2$/);
  const step2 = page.getByRole('form', { name: 'Hatua ya 2: Taarifa zako' });
  expect(await step2.getByLabel('Jina kamili').inputValue()).toBe('Neema Mushi');
  await step2.locator('#password').fill('short');
  await step2.getByRole('button', { name: 'Thibitisha barua pepe na uendelee' }).click();
  await step2.getByText('Nenosiri liwe na angalau herufi 8').waitFor();
  await step2.getByText('Tafadhali thibitisha nenosiri lako').waitFor();
  expect(await englishIn(main, ENGLISH_CREATOR)).toEqual([]);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);

  // The mailed link lands in Swahili too, and the campaign is created.
  await step2.getByLabel('Namba ya simu').fill('+254712345678');
  await step2.getByLabel('Nchi').selectOption('Kenya');
  await step2.locator('#password').fill(creator.password);
  await step2.locator('#confirmPassword').fill(creator.password);
  const mailsTo = async () =>
    world.harambee.smtp.received.filter((mail) => mail.to.includes(creator.email));
  const seen = (await mailsTo()).length;
  await step2.getByRole('button', { name: 'Thibitisha barua pepe na uendelee' }).click();
  await page.getByRole('heading', { name: 'Thibitisha barua pepe yako' }).waitFor();
  const mails = await eventually(mailsTo, (all) => all.length > seen);
  const landing = await context.newPage();
  await landing.goto(world.harambee.smtp.linkIn(mails.at(-1)!));
  await landing.getByRole('heading', { name: 'Barua pepe imethibitishwa!' }).waitFor();
  expect(new URL(landing.url()).pathname).toBe('/sw/verify-email');
  await page.bringToFront();
  await page.getByRole('button', { name: 'Nimethibitisha barua pepe yangu' }).click();
  await page.waitForURL(/\/sw\/campaign-success$/, { timeout: 10_000 });
  await page.getByRole('heading', { name: 'Kampeni yako imeundwa!' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
