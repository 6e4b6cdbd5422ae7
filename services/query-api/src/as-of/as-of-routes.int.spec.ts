import type { NewEvent } from '@harambee/events';
import { LANGUAGES, say } from '@harambee/messages';
import { AS_OF_MESSAGES } from '@harambee/rules';
import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import {
  byAdmin,
  byCreator,
  campaignCreated,
  campaignReviewed,
  donationRecorded,
  donationRefunded,
  refundRequested,
} from '@harambee/events/src/testing/sample-events';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';

type Body = any;
const english = LANGUAGES.en.messages;
const badAt = english[AS_OF_MESSAGES.badAt];
const badCompare = english[AS_OF_MESSAGES.badCompare];
const badPosition = english[AS_OF_MESSAGES.badPosition];
const oneMoment = english[AS_OF_MESSAGES.oneMoment];
const beyondHistory = (length: number) =>
  say('en', { key: 'api.asOf.beyondHistory', values: { length } });

const gift = donationRecorded('c9', { amountCents: 4_000, donorName: 'Achieng' });
const edit: NewEvent = {
  type: 'CampaignEditProposed',
  data: {
    campaignId: 'c9',
    title: 'Cold room for the fish market',
    story: '<p>Colder.</p>',
    category: 'equipment',
    imagePath: 'c9.png',
    editedAt: new Date().toISOString(),
  },
  metadata: byCreator('creator-1'),
};
const editApproved: NewEvent = {
  type: 'CampaignEditApproved',
  data: { campaignId: 'c9', at: new Date().toISOString() },
  metadata: byAdmin('admin-1'),
};
/** The campaign's life, one moment each: created, approved, given to twice, edited and approved, refunded. */
const steps: NewEvent[][] = [
  [campaignCreated('c9', 'creator-1', { title: 'Fish market cold room' })],
  [campaignReviewed('CampaignApproved', 'c9', 'admin-1')],
  [gift],
  [donationRecorded('c9', { amountCents: 1_500, donorName: 'Baraka', anonymous: true })],
  [edit],
  [editApproved],
  [refundRequested(gift), donationRefunded(gift)],
];

const decisionTypes = ['CampaignApproved', 'CampaignEditApproved'];
const withoutToday = (campaign: Body) => ({ ...campaign, daysRemaining: undefined });

describe.each(readStoreKinds())('a campaign as it was, for auditors, on %s', (kind) => {
  let api: QueryApiUnderTest;
  /** What the live read side answered after each step. */
  const live: { campaign: Body; donations: Body[]; history: Body[] }[] = [];
  const liveNow = async () => {
    const admin = api.tokens.admin;
    const campaign = await api.get('/v1/campaigns/c9', admin);
    const donations = await api.get('/v1/donations/c9', admin);
    const history = await api.get('/v1/campaigns/c9/history', admin);
    return {
      campaign: campaign.body.data.campaign,
      donations: donations.body.data.donations,
      history: history.body.data.history,
    };
  };
  const asOf = async (query: string, token = api.tokens.admin) =>
    api.get(`/v1/admin/campaigns/c9/as-of?${query}`, token);

  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, marketplace());
    for (const step of steps) {
      await api.append(...step);
      live.push(await liveNow());
    }
  }, 120_000);
  afterAll(() => api.stop());

  const positionAfter = (step: number) => steps.slice(0, step + 1).flat().length;

  it('when asked at each position, then it answers what the read side said then', async () => {
    for (const [step, then] of live.entries()) {
      const { status, body } = await asOf(`position=${positionAfter(step)}`);
      expect(status).toBe(200);
      const answer = body.data;
      expect(answer.position).toBe(positionAfter(step));
      expect(answer.campaign).toEqual(withoutToday(then.campaign));
      expect(answer.totals).toEqual({
        amountRaised: then.campaign.amountRaised,
        donationCount: then.campaign.donationCount,
        amountRefunded: step === steps.length - 1 ? 40 : 0,
      });
      expect(answer.backers.newest).toEqual(then.donations);
      const decisions = then.history.filter((entry: Body) => decisionTypes.includes(entry.type));
      expect(answer.decisions).toEqual(
        decisions.reverse().map((entry: Body) => ({
          type: entry.type,
          by: entry.actor,
          at: entry.at,
          reason: null,
        })),
      );
    }
  });

  it('when asked at the time of each moment, then it answers as at its position, and the last as the live read models now', async () => {
    const whole = (await asOf(`position=${positionAfter(steps.length - 1)}`)).body.data;
    for (const step of steps.keys()) {
      const position = positionAfter(step);
      const at = whole.timeline[position - 1].at;
      const byTime = (await asOf(`at=${encodeURIComponent(at)}`)).body.data;
      expect(byTime.position).toBe(position);
      expect(byTime.asOf).toBe(at);
    }
    const now = await liveNow();
    expect(whole.campaign).toEqual(withoutToday(now.campaign));
    expect(whole.backers).toEqual({ total: 2, newest: now.donations });
    expect(whole.campaign.title).toBe('Cold room for the fish market');
  });

  it('when asked before the campaign was created, then there is no campaign yet', async () => {
    const { status, body } = await asOf('at=2000-01-01T00:00:00Z');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ position: 0, asOf: null, campaign: null, totals: null });
    expect(body.data.timeline).toHaveLength(positionAfter(steps.length - 1));
  });

  it('when compared with now, then the diff tells each field that changed, old to new', async () => {
    const { status, body } = await asOf(`position=${positionAfter(1)}&compare=now`);
    expect(status).toBe(200);
    const { diff, compare } = body.data;
    expect(compare.position).toBe(positionAfter(steps.length - 1));
    expect(diff).toEqual(
      expect.arrayContaining([
        {
          field: 'campaign.title',
          from: 'Fish market cold room',
          to: 'Cold room for the fish market',
        },
        { field: 'campaign.amountRaised', from: 0, to: 15 },
        { field: 'campaign.raisedDrop.given', from: null, to: 55 },
        { field: 'totals.amountRefunded', from: 0, to: 40 },
        { field: 'backers.total', from: 0, to: 2 },
      ]),
    );
    expect(diff.map((change: Body) => change.field)).not.toContain('campaign.goalAmount');
  });

  it('when the moment is malformed or missing, then 400 with what is wrong', async () => {
    const cases: [string, string][] = [
      ['at=yesterday', badAt],
      ['at=2026-11-26T08:30', badAt],
      ['position=-1', badPosition],
      ['position=1.5', badPosition],
      ['position=abc', badPosition],
      ['', oneMoment],
      ['at=2026-11-26T08:30:00Z&position=1', oneMoment],
      ['position=1&compare=soon', badCompare],
      ['position=999', beyondHistory(positionAfter(steps.length - 1))],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await asOf(query);
      expect({ query, status, body }).toEqual({
        query,
        status: 400,
        body: { status: 'fail', message },
      });
    }
  });

  it('when the campaign is unknown, then 404', async () => {
    const { status, body } = await api.get(
      '/v1/admin/campaigns/nope/as-of?position=1',
      api.tokens.admin,
    );
    expect(status).toBe(404);
    expect(body.message).toBe('Campaign not found');
  });

  it('when the caller is not an admin, then it is refused as the other admin reads are', async () => {
    expect((await asOf('position=1', '')).status).toBe(401);
    expect((await asOf('position=1', api.tokens.creator)).status).toBe(403);
    expect((await asOf('position=1', api.tokens.expired)).status).toBe(401);
  });
});
