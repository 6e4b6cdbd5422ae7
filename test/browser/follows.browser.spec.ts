import { browserWorld, visit } from './support/world';
import { eventually } from '../support/waiting';
import { launchCampaign, payByCard } from '../support/launch-campaign';
import { ON_A_PHONE } from './support/browser';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

const world = browserWorld();

const giveAndKeepPosted = async (campaignId: string, backerEmail: string) => {
  const { api } = world.harambee;
  const payment = await payByCard(world.harambee, campaignId, 25);
  const donated = await api('/v1/donations', {
    method: 'POST',
    json: {
      amount: 25,
      campaignId,
      paymentId: payment.body.data.paymentId,
      donorName: 'Grace Otieno',
      paymentMethod: 'creditCard',
      email: backerEmail,
      keepPosted: true,
    },
  });
  expect(donated.status).toBe(201);
};

const confirmations = async () =>
  (
    await world.harambee.db.query<{ count: number }>(
      "select count(*)::int as count from events where type = 'FollowConfirmed'",
    )
  )[0]!.count;

/** The link of the confirmation mail the follow sent its backer. */
const confirmationLink = async (backerEmail: string) => {
  const [mail] = await eventually(
    () =>
      world.harambee.smtp.received.filter(
        (received) => received.to.includes(backerEmail) && /^Confirm/.test(received.subject),
      ),
    (mails) => mails.length > 0,
  );
  return new URL(world.harambee.smtp.linkIn(mail!));
};

/** The backer confirms the follow with the link of the mail it sent them: only then is the news mailed. */
const confirmFollow = async (backerEmail: string) => {
  const token = (await confirmationLink(backerEmail)).hash.slice(1);
  const confirmed = await world.harambee.api('/v1/follows/confirm', {
    method: 'POST',
    json: { token },
  });
  expect(confirmed.status).toBe(200);
};

const followMails = (backerEmail: string) => () =>
  world.harambee.smtp.received.filter(
    (mail) => mail.to.includes(backerEmail) && /new campaign/.test(mail.subject),
  );

it("when a backer on a phone opens the follow's confirmation link, then nothing is confirmed until they tap, and the tap makes them a follower", async () => {
  const creator = { email: 'amani@creator.test', name: 'Amani Njeri' };
  const backerEmail = 'grace@backer.test';
  const campaign = await launchCampaign(world.harambee, creator, {
    title: 'Maize mill for Eldoret',
  });
  await giveAndKeepPosted(campaign.campaignId, backerEmail);
  const link = await confirmationLink(backerEmail);

  const { page, errors } = await visit(world, ON_A_PHONE);
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByRole('heading', { name: 'Keep me posted' }).waitFor();
  // Opening the link is what a mail scanner does too: it must not confirm anything.
  expect(await confirmations()).toBe(0);
  await page.getByRole('button', { name: 'Yes, keep me posted' }).tap();
  await page.getByText('Done: we will mail you when this creator starts a new campaign.').waitFor();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(errors).toEqual([]);

  const dashboard = await eventually(
    () => world.harambee.api('/v1/dashboard', { token: campaign.creatorToken }),
    (answer) => answer.body.data?.stats?.followers === 1,
  );
  expect(dashboard.body.data.stats.followers).toBe(1);
});

it("when a backer on a phone taps the follow mail's unfollow link and confirms, then the page says it worked and the creator loses the follower", async () => {
  const creator = { email: 'baraka@creator.test', name: 'Baraka Otieno' };
  const backerEmail = 'wanjiku@backer.test';
  const first = await launchCampaign(world.harambee, creator, { title: 'Solar dryer for Kisumu' });
  await giveAndKeepPosted(first.campaignId, backerEmail);
  await confirmFollow(backerEmail);
  await launchCampaign(world.harambee, creator, { title: 'Solar dryer, second line' });
  const [mail] = await eventually(followMails(backerEmail), (mails) => mails.length > 0);
  const link = new URL(/\S+\/unfollow\/\S+/.exec(mail!.text)![0]);
  await eventually(
    () => world.harambee.api('/v1/dashboard', { token: first.creatorToken }),
    (answer) => answer.body.data?.stats?.followers === 1,
  );

  const { page, errors } = await visit(world, ON_A_PHONE);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: 'Stop mails about new campaigns' }).waitFor();
  await page.getByRole('button', { name: 'Stop these mails' }).tap();
  await page
    .getByText('Done: you will get no more mail about this creator’s new campaigns.')
    .waitFor();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(errors).toEqual([]);

  const dashboard = await eventually(
    () => world.harambee.api('/v1/dashboard', { token: first.creatorToken }),
    (answer) => answer.body.data?.stats?.followers === 0,
  );
  expect(dashboard.body.data.stats.followers).toBe(0);
});
