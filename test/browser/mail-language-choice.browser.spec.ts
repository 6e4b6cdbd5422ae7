import { launchCampaign } from '../support/launch-campaign';
import { eventually } from '../support/waiting';
import { browserWorld } from './support/world';
import { describeViolations, seriousViolations } from './support/axe';
import { newVisitor, pageErrors, PHONE, signInAtLogin } from './support/browser';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

const world = browserWorld();
const person = { name: 'Awa Diop', email: 'awa@mail-language.test', password: 'Secret123' };

it('when a signed-in person on a phone saves French for their mails with the keyboard, then the page says so, keeps it after a reload, and their next mail arrives in French', async () => {
  await launchCampaign(world.harambee, person, { title: 'Thiès bakery ovens' });
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await signInAtLogin(page, person);
  await page.getByRole('link', { name: 'Your data' }).click();

  const section = page.getByRole('region', { name: 'Language of your mails' });
  const language = section.getByRole('combobox', { name: 'Write my mails in' });
  expect(await language.inputValue()).toBe('en');
  await language.selectOption({ label: 'Français' });
  await language.focus();
  await page.keyboard.press('Tab');
  const save = section.getByRole('button', { name: 'Save language' });
  expect(await save.evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await section
    .getByRole('status')
    .getByText('Saved: your mails will be written in Français.')
    .waitFor();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);

  await page.reload();
  expect(await language.inputValue()).toBe('fr');

  // The next mail, asked for from an English page: written in the language saved.
  const asked = await world.harambee.api('/auth/forgot-password', {
    method: 'POST',
    headers: { 'accept-language': 'en' },
    json: { email: person.email },
  });
  expect(asked.status).toBe(200);
  const mail = await eventually(
    () => world.harambee.smtp.received.find((each) => each.subject.includes('mot de passe')),
    (found) => found !== undefined,
  );
  expect(mail!.subject).toBe('Choisissez un nouveau mot de passe Harambee');
  expect(mail!.text).toMatch(/^Bonjour Awa Diop,/);
  expect(errors).toEqual([]);
  await context.close();
});
