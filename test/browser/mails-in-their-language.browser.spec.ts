import { browserWorld, visit } from './support/world';
import {
  DEMO_CREATOR_PASSWORD,
  demoCampaigns,
  demoCreators,
} from '@harambee/server/src/demo-content';
import { launchCampaign } from '../support/launch-campaign';
import { eventually } from '../support/waiting';
import { openAsCreator } from './support/admin';
import { appReady, pageErrors, PHONE, ON_A_PHONE } from './support/browser';
import { englishOfKeysIn } from './support/languages';
import { approveOnTestPhoneInSwahili, fillMpesaGiftInSwahili } from './support/swahili-gift';

jest.setTimeout(180_000);

const world = browserWorld({ seed: true, env: { PAYMENT_PROVIDER: 'sandbox' } });

/** The next mail to `to` whose subject is `subject`. */
const mailTo = async (to: string, subject: string) =>
  (
    await eventually(
      () => world.harambee.smtp.received.filter((mail) => mail.to.includes(to)),
      (mails) => mails.some((mail) => mail.subject === subject),
    )
  ).find((mail) => mail.subject === subject)!;

const wordsOf = (mail: { subject: string; text: string }) => `${mail.subject}\n${mail.text}`;

/** US dollars and today's date as Intl writes them in `language`. */
const dollars = (language: string, amount: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(amount);
const today = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());

it('when a Swahili donor gives at /sw/ on a phone, follows the creator and is refunded, then the receipt, follow and refund mails are in Swahili, with Swahili amounts and dates', async () => {
  const creator = { email: 'baraka@creator.test', name: 'Baraka Otieno' };
  const donor = 'neema@donor.test';
  const { campaignId } = await launchCampaign(world.harambee, creator, {
    title: 'Maziwa ya Eldoret',
  });

  const { context, page, errors } = await visit(world, ON_A_PHONE);
  await page.goto(`/sw/donation/${campaignId}`);
  await page.getByRole('heading', { name: 'Toa mchango' }).waitFor();
  await appReady(page);
  await fillMpesaGiftInSwahili(page, { name: 'Neema Mwakyusa', email: donor });
  await page.getByLabel(`Nijulishe: niambie ${creator.name} akianzisha kampeni mpya`).check();
  await page.getByRole('textbox', { name: 'Namba ya simu ya kulipia' }).fill('0712 345 678');
  await page.getByRole('button', { name: /^Changia/ }).tap();
  await approveOnTestPhoneInSwahili(page);
  await page
    .getByRole('status')
    .getByRole('heading', { name: 'Asante kwa mchango wako!' })
    .waitFor({ timeout: 15_000 });

  const receipt = await eventually(
    () =>
      world.harambee.smtp.received.find(
        (mail) => mail.to.includes(donor) && /^Risiti yako ya Harambee HB-/.test(mail.subject),
      ),
    Boolean,
  );
  expect(receipt!.text).toContain('Asante kwa mchango wako.');
  expect(receipt!.text).toContain(dollars('sw', 25));
  expect(receipt!.text).toContain(today('sw'));
  expect(englishOfKeysIn(wordsOf(receipt!), ['mail.receipt.'])).toEqual([]);

  const asked = await mailTo(
    donor,
    `Thibitisha kwamba unataka habari za kampeni za ${creator.name}`,
  );
  expect(englishOfKeysIn(wordsOf(asked), ['mail.followConfirm.'])).toEqual([]);
  const token = new URL(world.harambee.smtp.linkIn(asked)).hash.slice(1);
  const confirmed = await world.harambee.api('/v1/follows/confirm', {
    method: 'POST',
    json: { token },
  });
  expect(confirmed.status).toBe(200);
  await launchCampaign(world.harambee, creator, { title: 'Maziwa ya Eldoret, awamu ya pili' });
  const news = await mailTo(donor, `${creator.name} ameanzisha kampeni mpya kwenye Harambee`);
  expect(englishOfKeysIn(wordsOf(news), ['mail.follow.'])).toEqual([]);
  // Its links open the Swahili pages.
  const [give, unfollow] = news.text.match(/http\S+/g)!.map((link) => new URL(link));
  expect(give!.pathname).toMatch(/^\/sw\/donation\//);
  await page.goto(`${unfollow!.pathname}${unfollow!.search}`);
  await page.getByRole('heading', { name: 'Acha barua pepe kuhusu kampeni mpya' }).waitFor();

  await world.harambee.api(`/v1/campaigns/${campaignId}`, {
    method: 'DELETE',
    token: world.harambee.adminToken,
  });
  const refund = await mailTo(donor, 'Mchango wako wa Harambee umerudishwa');
  expect(refund.text).toMatch(/^Habari Neema Mwakyusa,/);
  expect(refund.text).toContain(dollars('sw', 25));
  expect(englishOfKeysIn(wordsOf(refund), ['mail.hello', 'mail.refund.'])).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it("when a French creator's campaign is rejected and they withdraw at /fr/ on a phone and are paid, then the rejection, withdrawal and payout mails are in French, with French amounts", async () => {
  const ended = demoCampaigns.find((campaign) => campaign.moneyOut === 'ended')!;
  const { name, email } = demoCreators[ended.creator]!;
  const creator = { name, email, password: DEMO_CREATOR_PASSWORD };
  const token = await world.harambee.login(email, DEMO_CREATOR_PASSWORD);
  const chosen = await world.harambee.api('/v1/users/language', {
    method: 'PATCH',
    token,
    json: { language: 'fr' },
  });
  expect(chosen.status).toBe(200);

  const { campaignId: pending } = await launchCampaign(world.harambee, creator, {
    title: 'Chambre froide de Kisumu',
    approve: false,
  });
  await world.harambee.api(`/v1/campaigns/${pending}/reject`, {
    method: 'PATCH',
    token: world.harambee.adminToken,
    json: { reason: 'Ajoutez une photo de la chambre froide' },
  });
  const rejected = await mailTo(email, 'Votre campagne doit être modifiée avant sa mise en ligne');
  expect(rejected.text).toMatch(/^Bonjour Amina Wanjiku,/);
  expect(rejected.text).toContain('Ajoutez une photo de la chambre froide');
  expect(englishOfKeysIn(wordsOf(rejected), ['mail.hello', 'mail.rejection.'])).toEqual([]);

  const { context, page } = await openAsCreator(
    world.browser,
    world.harambee,
    { email, password: DEMO_CREATOR_PASSWORD },
    '/fr/wallet',
    PHONE,
  );
  const errors = pageErrors(page);
  await page.getByRole('heading', { level: 1, name: 'Portefeuille' }).waitFor();
  await appReady(page);
  await page.getByRole('button', { name: `Retirer ${ended.title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer le retrait' });
  await confirm.getByRole('button', { name: 'Demander le retrait' }).click();
  await confirm.waitFor({ state: 'hidden' });
  const requested = await mailTo(email, 'Nous avons bien reçu votre demande de retrait');
  const raised = ended.raised.reduce((sum, amount) => sum + amount, 0);
  expect(requested.text).toContain(dollars('fr', raised));
  expect(englishOfKeysIn(wordsOf(requested), ['mail.hello', 'mail.withdrawal.'])).toEqual([]);

  const campaignId = (
    await world.harambee.api('/v1/campaigns/status/all', { token: world.harambee.adminToken })
  ).body.data.campaigns.find((campaign: { title: string }) => campaign.title === ended.title)._id;
  const approved = await world.harambee.api(`/v1/withdrawals/${campaignId}/approve`, {
    method: 'PATCH',
    token: world.harambee.adminToken,
    json: { confirmNewWallet: true },
  });
  expect(approved.status).toBe(200);
  const paid = await mailTo(email, 'Votre argent a été envoyé');
  const { payout } = (
    await world.harambee.store.readStream(`withdrawal-${campaignId}`)
  ).events.find((event) => event.type === 'WithdrawalApproved')!.data as {
    payout: { currency: string; amountMinor: number };
  };
  const digits = new Intl.NumberFormat('fr', {
    style: 'currency',
    currency: payout.currency,
  }).resolvedOptions().maximumFractionDigits!;
  const arriving = new Intl.NumberFormat('fr', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(payout.amountMinor / 10 ** digits);
  expect(paid.text).toContain(arriving);
  expect(englishOfKeysIn(wordsOf(paid), ['mail.hello', 'mail.withdrawal.'])).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
