import { CAMPAIGN_UPDATES_PER_DAY } from '@harambee/rules';
import {
  PNG_1PX,
  type CommandApiUnderTest,
  campaignForm,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { XSS_PAYLOADS, unsafeParts } from './xss-payloads';

let api: CommandApiUnderTest;
let campaignId: string;
let creatorToken: string;
beforeAll(async () => {
  api = await startCommandApiUnderTest();
  const created = await createVerifiedCampaign(api, {
    story: `<p>Our story.</p>${XSS_PAYLOADS.join('')}`,
  });
  expect(created.status).toBe(201);
  campaignId = created.campaignId;
  creatorToken = created.token;
});
afterAll(() => api.stop());

/** A campaign takes only so many updates a day, so each run of that many payloads is posted to a campaign of its own. */
const updatedCampaigns = new Map<number, ReturnType<typeof createVerifiedCampaign>>();
const campaignForUpdate = (payloadIndex: number) => {
  const run = Math.floor(payloadIndex / CAMPAIGN_UPDATES_PER_DAY);
  if (!updatedCampaigns.has(run)) updatedCampaigns.set(run, createVerifiedCampaign(api));
  return updatedCampaigns.get(run)!;
};

/** Every payload comes with harmless text, so the request is accepted and its stored HTML can be checked. */
const withText = (payload: string) =>
  `<p>Safe <strong>words</strong> and <a href="https://harambee.africa">a link</a>.</p>${payload}`;

describe('rich text is stored without anything that can run script', () => {
  it('checks itself: the payloads are unsafe as sent and harmless HTML passes', () => {
    for (const payload of XSS_PAYLOADS) expect(unsafeParts(payload)).not.toEqual([]);
    expect(unsafeParts(withText(''))).toEqual([]);
  });

  it('when a campaign is created with every payload in its story, then the stored story is safe', async () => {
    const [created] = (await api.eventsOfType('CampaignCreated')).filter(
      (e) => e.data.campaignId === campaignId,
    );
    expect(unsafeParts(created!.data.story)).toEqual([]);
    expect(created!.data.story).toContain('<p>Our story.</p>');
  });

  it.each(XSS_PAYLOADS)(
    'when a story is edited to %s, then the stored story is safe',
    async (payload) => {
      const edited = await api.call(`/v1/campaigns/${campaignId}`, {
        method: 'PATCH',
        token: creatorToken,
        json: { title: 'Cold rooms', story: withText(payload), category: 'equipment' },
      });
      expect(edited.status).toBe(200);
      const story = (await api.eventsOfType('CampaignEdited')).at(-1)!.data.story;
      expect(story).toContain('Safe <strong>words</strong>');
      expect(unsafeParts(story)).toEqual([]);
    },
  );

  it.each(XSS_PAYLOADS.map((payload, index) => [payload, index] as const))(
    'when an update carries %s, then the stored update is safe',
    async (payload, index) => {
      const campaign = await campaignForUpdate(index);
      const posted = await api.call(`/v1/campaigns/${campaign.campaignId}/updates`, {
        method: 'POST',
        token: campaign.token,
        json: { title: 'News', content: withText(payload) },
      });
      expect(posted.status).toBe(201);
      const [update] = (await api.eventsOfType('CampaignUpdatePosted')).filter(
        (e) => e.data.updateId === posted.body.data.update._id,
      );
      expect(unsafeParts(update!.data.content)).toEqual([]);
    },
  );

  it.each(XSS_PAYLOADS)(
    'when a blog post carries %s, then the stored post is safe',
    async (payload) => {
      const published = await api.call('/v1/blog/posts', {
        method: 'POST',
        token: api.adminToken,
        body: campaignForm({ title: 'Impact', content: withText(payload) }, PNG_1PX),
      });
      expect(published.status).toBe(201);
      const [post] = (await api.eventsOfType('BlogPostPublished')).filter(
        (e) => e.data.postId === published.body.data.post._id,
      );
      expect(unsafeParts(post!.data.content)).toEqual([]);
    },
  );
});
