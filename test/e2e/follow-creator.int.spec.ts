import { FOLLOW_CONFIRMATION_DAYS, FOLLOW_MESSAGES } from '@harambee/rules';
import { type TestHarambee, startHarambee } from '../support/harambee-server';
import { eventually } from '../support/waiting';
import { launchCampaign, payByCard } from '../support/launch-campaign';

/** The server's clock runs with the real one, moved on by a test that needs days to pass. */
let daysAhead = 0;
let harambee: TestHarambee;
beforeAll(async () => {
  harambee = await startHarambee({
    start: { clock: () => new Date(Date.now() + daysAhead * 86_400_000) },
  });
});
afterAll(() => harambee.stop());

const give = async (
  campaignId: string,
  backer: Record<string, unknown>,
  { token, language = 'en' }: { token?: string; language?: string } = {},
) => {
  const { api } = harambee;
  const payment = await payByCard(harambee, campaignId, 25);
  const donated = await api('/v1/donations', {
    method: 'POST',
    token,
    headers: { 'accept-language': language },
    json: {
      amount: 25,
      campaignId,
      paymentId: payment.body.data.paymentId,
      donorName: 'Grace Otieno',
      paymentMethod: 'creditCard',
      ...backer,
    },
  });
  expect(donated.status).toBe(201);
};

const mailsTo = (email: string, subject: RegExp) =>
  harambee.smtp.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
const newsTo = (email: string) => mailsTo(email, /new campaign/);
const confirmationsTo = (email: string) => mailsTo(email, /^Confirm that you want news/);

/** The token of the newest confirmation mailed to the address, once it has arrived. */
const confirmationToken = async (email: string, count = 1) => {
  const mails = await eventually(
    async () => confirmationsTo(email),
    (all) => all.length >= count,
  );
  const link = new URL(harambee.smtp.linkIn(mails.at(-1)!));
  expect(`${link.origin}${link.pathname}`).toBe(`${harambee.url}/confirm-follow`);
  return link.hash.slice(1);
};
const confirm = (token: unknown) =>
  harambee.api('/v1/follows/confirm', { method: 'POST', json: { token } });
const followersOf = (creatorToken: string, count: number) =>
  eventually(
    () => harambee.api('/v1/dashboard', { token: creatorToken }),
    (answer) => answer.body.data?.stats?.followers === count,
  );

it("when a backer asks to be kept posted and confirms with the mailed link, then the creator's next approved campaign is mailed to them once with a link to give again, and the unfollow link stops the next mail", async () => {
  const { api } = harambee;
  const creator = { email: 'amani@example.org', name: 'Amani Njeri' };
  const first = await launchCampaign(harambee, creator, { title: 'Maize mill for Eldoret' });
  await give(first.campaignId, { email: 'grace@example.org', keepPosted: true });
  await give(first.campaignId, {
    email: 'otieno@example.org',
    isRecurring: true,
    recurringInterval: 'monthly',
  });
  await give(first.campaignId, { email: 'quiet@example.org' });

  const graceToken = await confirmationToken('grace@example.org');
  const [asked] = confirmationsTo('grace@example.org');
  expect(asked!.subject).toBe("Confirm that you want news of Amani Njeri's campaigns");
  expect((await confirm(graceToken)).body).toEqual({
    status: 'success',
    data: { confirmed: true },
  });
  expect((await confirm(await confirmationToken('otieno@example.org'))).status).toBe(200);
  expect(confirmationsTo('quiet@example.org')).toHaveLength(0);
  const dashboard = await followersOf(first.creatorToken, 2);
  expect(dashboard.body.data.stats.followers).toBe(2);

  const second = await launchCampaign(harambee, creator, { title: 'Maize mill, second line' });
  const [mail] = await eventually(
    async () => newsTo('grace@example.org'),
    (mails) => mails.length > 0,
  );
  expect(mail!.subject).toBe('Amani Njeri has started a new campaign on Harambee');
  expect(mail!.text).toContain('Maize mill, second line');
  expect(mail!.text).toContain(`${harambee.url}/donation/${second.campaignId}`);
  await eventually(
    async () => newsTo('otieno@example.org'),
    (mails) => mails.length === 1,
  );
  expect(newsTo('quiet@example.org')).toHaveLength(0);

  const unfollowLink = new URL(/\S+\/unfollow\/\S+/.exec(mail!.text)![0]);
  const followId = unfollowLink.pathname.split('/').at(-1);
  expect(unfollowLink.origin).toBe(harambee.url);
  expect(unfollowLink.pathname).toBe(`/unfollow/${followId}`);
  expect(unfollowLink.searchParams.get('k')).toBeTruthy();
  const forged = await api(`/v1/follows/${followId}/unfollow?k=not-the-key`, { method: 'POST' });
  expect(forged.status).toBe(404);
  const unfollowed = await api(`/v1/follows/${followId}/unfollow?${unfollowLink.searchParams}`, {
    method: 'POST',
  });
  expect(unfollowed).toMatchObject({ status: 200, body: { data: { unfollowed: true } } });
  const again = await api(`/v1/follows/${followId}/unfollow?${unfollowLink.searchParams}`, {
    method: 'POST',
  });
  expect(again.status).toBe(200);
  await followersOf(first.creatorToken, 1);

  await launchCampaign(harambee, creator, { title: 'Maize mill, third line' });
  await eventually(
    async () => newsTo('otieno@example.org'),
    (mails) => mails.length === 2,
  );
  expect(newsTo('grace@example.org')).toHaveLength(1);
  expect(confirmationsTo('grace@example.org')).toHaveLength(1);
});

it("when someone gives with another person's address and asks to keep them posted, then that address gets one confirmation mail and no news until it confirms; once confirmed, the next campaign is mailed", async () => {
  const creator = { email: 'baraka@example.org', name: 'Baraka Mwangi' };
  const victim = 'wanjiru@example.org';
  const witness = 'witness.one@example.org';
  const first = await launchCampaign(harambee, creator, { title: 'Solar dryers for Nyeri' });
  await give(first.campaignId, { email: witness, keepPosted: true });
  await confirm(await confirmationToken(witness));
  await give(first.campaignId, { email: victim, keepPosted: true });
  const victimToken = await confirmationToken(victim);
  await followersOf(first.creatorToken, 1);

  await launchCampaign(harambee, creator, { title: 'Solar dryers, second batch' });
  // The confirmed witness hears of it, so the news has gone out: the victim's address got none of it.
  await eventually(
    async () => newsTo(witness),
    (mails) => mails.length === 1,
  );
  expect(newsTo(victim)).toHaveLength(0);
  expect(confirmationsTo(victim)).toHaveLength(1);

  expect((await confirm(victimToken)).status).toBe(200);
  await followersOf(first.creatorToken, 2);
  await launchCampaign(harambee, creator, { title: 'Solar dryers, third batch' });
  const news = await eventually(
    async () => newsTo(victim),
    (mails) => mails.length === 1,
  );
  expect(news[0]!.text).toContain('Solar dryers, third batch');
  expect(confirmationsTo(victim)).toHaveLength(1);
});

it('when the same address is given again and again with "keep me posted", then it gets no more than 5 confirmation mails', async () => {
  const creator = { email: 'chiku@example.org', name: 'Chiku Achieng' };
  const pestered = 'pestered@example.org';
  const { campaignId } = await launchCampaign(harambee, creator, { title: 'Sewing machines' });
  for (let gift = 0; gift < 7; gift++)
    await give(campaignId, { email: pestered, keepPosted: true });
  // Follows are asked for in the order of the gifts: a later backer's mail means the seven were handled.
  await give(campaignId, { email: 'later.backer@example.org', keepPosted: true });
  await confirmationToken('later.backer@example.org');
  expect(confirmationsTo(pestered)).toHaveLength(5);
});

it('when an unconfirmed follow is older than the days a follow waits, then its link is refused and it is never mailed', async () => {
  const creator = { email: 'dalia@example.org', name: 'Dalia Kamau' };
  const late = 'late@example.org';
  const witness = 'witness.two@example.org';
  const first = await launchCampaign(harambee, creator, { title: 'Cold room for Kisumu' });
  await give(first.campaignId, { email: late, keepPosted: true });
  const lateToken = await confirmationToken(late);
  await give(first.campaignId, { email: witness, keepPosted: true });
  await confirm(await confirmationToken(witness));

  daysAhead = FOLLOW_CONFIRMATION_DAYS;
  try {
    expect(await confirm(lateToken)).toEqual({
      status: 400,
      body: { status: 'fail', message: FOLLOW_MESSAGES.linkInvalid },
    });
    await launchCampaign(harambee, creator, { title: 'Cold room, second site' });
    await eventually(
      async () => newsTo(witness),
      (mails) => mails.length === 1,
    );
    expect(newsTo(late)).toHaveLength(0);
  } finally {
    daysAhead = 0;
  }
});

it('when a signed-in creator gives with their own address and asks to be kept posted, then they follow at once without a confirmation mail', async () => {
  const creator = { email: 'esther@example.org', name: 'Esther Njoroge' };
  const backer = { email: 'fatuma@example.org', name: 'Fatuma Hassan' };
  const first = await launchCampaign(harambee, creator, { title: 'Bakery oven' });
  const own = await launchCampaign(harambee, backer, { title: 'Tailoring shop' });
  await give(
    first.campaignId,
    { email: backer.email, keepPosted: true },
    { token: own.creatorToken },
  );
  await followersOf(first.creatorToken, 1);
  await launchCampaign(harambee, creator, { title: 'Bakery oven, second' });
  await eventually(
    async () => newsTo(backer.email),
    (mails) => mails.length === 1,
  );
  expect(confirmationsTo(backer.email)).toHaveLength(0);
});

it('when a backer gives from a French page, then the confirmation mail is written in French and its link opens the French page', async () => {
  const creator = { email: 'gisele@example.org', name: 'Gisèle Uwase' };
  const { campaignId } = await launchCampaign(harambee, creator, { title: 'Atelier de couture' });
  await give(campaignId, { email: 'francoise@example.org', keepPosted: true }, { language: 'fr' });
  const [mail] = await eventually(
    async () => mailsTo('francoise@example.org', /^Confirmez/),
    (mails) => mails.length === 1,
  );
  expect(mail!.subject).toBe(
    'Confirmez que vous voulez des nouvelles des campagnes de Gisèle Uwase',
  );
  expect(harambee.smtp.linkIn(mail!)).toMatch(new RegExp(`^${harambee.url}/fr/confirm-follow#`));
  expect(mail!.text).toContain(`Le lien est valable ${FOLLOW_CONFIRMATION_DAYS} jours.`);
});

it.each([
  ['no token', undefined, FOLLOW_MESSAGES.linkMissing],
  ['a malformed token', 'not-a-token', FOLLOW_MESSAGES.linkInvalid],
  ['a token never mailed', `${'a'.repeat(32)}.${'b'.repeat(43)}`, FOLLOW_MESSAGES.linkInvalid],
])('when a confirmation has %s, then it is refused with 400', async (_case, token, message) => {
  expect(await confirm(token)).toEqual({ status: 400, body: { status: 'fail', message } });
});
