import { eventCatalogue } from '@harambee/events';
import sharp from 'sharp';
import { type TestHarambee, startHarambee } from '../../../test/support/harambee-server';
import { DEMO_CREATOR_PASSWORD, demoCampaigns, demoCreators } from './demo-content';

let harambee: TestHarambee;
beforeAll(async () => {
  harambee = await startHarambee({ seed: true });
});
afterAll(() => harambee.stop());

describe('the demo seed', () => {
  it('when it is loaded and the public ledger has published it, then it holds every kind of event in the catalogue', async () => {
    const types = async () =>
      (await harambee.db.query<{ type: string }>('select distinct type from events'))
        .map((row) => row.type)
        .sort();
    const published = ['LedgerEntryPublished', 'LedgerHeadSigned'];
    let seen = await types();
    while (!published.every((type) => seen.includes(type))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await types();
    }
    expect(seen).toEqual(Object.keys(eventCatalogue).sort());
  });

  it('when a demo creator signs in with the documented password, then it works (also after the seeded password reset)', async () => {
    for (const creator of demoCreators) {
      await expect(harambee.login(creator.email, DEMO_CREATOR_PASSWORD)).resolves.toEqual(
        expect.any(String),
      );
    }
  });

  it('when it is loaded, then campaigns exist in every category and every status', async () => {
    const { body } = await harambee.api('/v1/campaigns/status/all', { token: harambee.adminToken });
    const campaigns = body.data.campaigns as any[];
    expect(new Set(campaigns.map((c) => c.category))).toEqual(
      new Set(['startup-capital', 'expansion', 'equipment', 'inventory', 'emergency-relief']),
    );
    expect(new Set(campaigns.map((c) => c.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    );
    expect(campaigns.some((c) => c.featured)).toBe(true);
  });

  it('when it is loaded, then ended campaigns show money out: one paid out to a zero balance, one refunded, a rejected and a failed payout', async () => {
    const all = (await harambee.api('/v1/campaigns/status/all', { token: harambee.adminToken }))
      .body.data.campaigns as any[];
    const titled = (fate: string) =>
      all.find((c) => c.title === demoCampaigns.find((d) => d.moneyOut === fate)!.title);
    expect(titled('paid')).toMatchObject({ outcome: 'funded', amountRefunded: 0 });
    expect(titled('refunded')).toMatchObject({
      outcome: 'failed',
      amountRaised: 0,
      amountRefunded: 200,
      raisedDrop: { given: 200, refunded: 200 },
    });
    expect(titled('ended')).toMatchObject({ outcome: 'funded' });
    const money = await harambee.api(`/v1/campaigns/${titled('paid')._id}/money`, {
      token: harambee.adminToken,
    });
    expect(money.body.data.totals).toMatchObject({ raised: 1650, openBalance: 0 });
    const { body } = await harambee.api('/v1/withdrawals', { token: harambee.adminToken });
    expect(body.data.withdrawals.map((w: any) => w.status).sort()).toEqual([
      'failed',
      'paid',
      'rejected',
    ]);
  });

  it('when its pictures are asked at a width as WebP, then they come in that width', async () => {
    const { body } = await harambee.api('/v1/campaigns/featured');
    const picture = body.data.campaigns[0].imagePath as string;
    const [campaign, blog] = await Promise.all(
      [`${picture}?w=640&f=webp`, '/uploads/demo-blog-1.svg?w=320&f=webp'].map((route) =>
        fetch(`${harambee.url}${route}`),
      ),
    );
    expect(campaign!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await campaign!.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 360,
    });
    expect(await sharp(Buffer.from(await blog!.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 180,
    });
  });

  it("when its campaign's picture is asked at a phone's width as AVIF, then it comes in that width", async () => {
    const { body } = await harambee.api('/v1/campaigns/featured');
    const answer = await fetch(`${harambee.url}${body.data.campaigns[0].imagePath}?w=480&f=avif`);
    expect(answer.headers.get('content-type')).toBe('image/avif');
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({
      format: 'heif',
      width: 480,
      height: 270,
    });
  });
});
