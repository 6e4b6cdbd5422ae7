import { say } from '@harambee/messages';
import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import { live } from '@harambee/read-models';
import {
  adminRegistered,
  campaignCreated,
  campaignReviewed,
  creatorRegistered,
  daysFromNow,
  type CampaignFields,
} from '@harambee/events/src/testing/sample-events';
import type { NewEvent } from '@harambee/events';
import { NUL_REFUSED } from '@harambee/platform';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';
import { searchedCampaigns, searchTable } from './search/testing/search-table';

const approved = (campaignId: string, fields: CampaignFields): NewEvent[] => [
  campaignCreated(campaignId, 'creator-1', fields),
  campaignReviewed('CampaignApproved', campaignId, 'admin-1'),
];

const fillers = Array.from({ length: 10 }, (_, index) =>
  approved(`f${index}`, {
    title: `Filler ${index}`,
    story: 'Shelves and stock.',
    category: 'inventory',
    country: 'Gambia',
    goalCents: 30_000,
    createdAt: daysFromNow(-20 + index),
    endDate: daysFromNow(14),
  }),
).flat();

const catalogue = (): NewEvent[] => [
  adminRegistered('admin-1', 'Amina Admin'),
  creatorRegistered('creator-1', 'Kofi Mensah'),
  ...approved('pumps', {
    title: 'Water pumps for farmers',
    story: '<p>Irrigation for the dry season.</p>',
    category: 'equipment',
    country: 'Kenya',
    goalCents: 100_000,
    createdAt: daysFromNow(-5),
    endDate: daysFromNow(2),
  }),
  ...approved('ovens', {
    title: 'Bakery ovens',
    story: '<p>Two ovens, and a <b>water</b> tank for the dough.</p>',
    category: 'equipment',
    country: 'Ghana',
    goalCents: 500_000,
    createdAt: daysFromNow(-4),
    endDate: daysFromNow(12),
  }),
  ...approved('kiosk', {
    title: 'Water kiosk',
    story: '<p>Clean drinking water by the litre.</p>',
    category: 'inventory',
    country: 'Kenya',
    goalCents: 2_000_000,
    createdAt: daysFromNow(-6),
    endDate: daysFromNow(7),
  }),
  campaignReviewed('CampaignFeatured', 'kiosk', 'admin-1'),
  campaignCreated('hidden', 'creator-1', { title: 'Water everywhere, still pending' }),
  ...fillers,
];

describe.each(readStoreKinds())('campaign search on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, catalogue());
  });
  afterAll(() => api.stop());

  const search = async (query: string) => {
    const { status, body } = await api.get(`/v1/campaigns/search?${query}`);
    expect(status).toBe(200);
    return {
      ids: body.data.campaigns.map((c: { _id: string }) => c._id),
      pagination: body.data.pagination,
    };
  };

  it('when searching text, then approved matches come featured first, then title matches above story matches', async () => {
    expect((await search('searchTerm=water')).ids).toEqual(['kiosk', 'pumps', 'ovens']);
  });

  it('when searching with web search syntax, then phrases and exclusions are honoured', async () => {
    expect((await search('searchTerm=water%20-kiosk')).ids.sort()).toEqual(['ovens', 'pumps']);
    expect((await search('searchTerm=%22water%20pumps%22')).ids).toEqual(['pumps']);
    expect((await search('searchTerm=pumping')).ids).toEqual(['pumps']);
  });

  it('when filtering by category, country, goal and days left, then only campaigns inside every filter come back', async () => {
    expect((await search('category=equipment')).ids).toEqual(['ovens', 'pumps']);
    expect((await search('country=Kenya')).ids).toEqual(['kiosk', 'pumps']);
    expect((await search('minAmount=1000&maxAmount=5000')).ids).toEqual(['ovens', 'pumps']);
    expect((await search('minAmount=20000&maxAmount=50000&maxDaysLeft=365')).ids).toEqual([
      'kiosk',
    ]);
    expect((await search('minDaysLeft=5&maxDaysLeft=10')).ids).toEqual(['kiosk']);
    expect((await search('searchTerm=water&country=Kenya&maxDaysLeft=3')).ids).toEqual(['pumps']);
  });

  it('when filters are sent empty, as the search form does, then they are ignored', async () => {
    const { pagination } = await search(
      'searchTerm=&category=&country=&minAmount=&maxAmount=&page=&limit=',
    );
    expect(pagination).toEqual({
      totalCampaigns: 13,
      totalPages: 2,
      currentPage: 1,
      hasNextPage: true,
      hasPrevPage: false,
    });
  });

  it('when paging, then pages hold the limit and the pagination tells where the reader is', async () => {
    const first = await search('limit=5');
    expect(first.ids).toHaveLength(5);
    expect(first.ids[0]).toBe('kiosk');
    const last = await search('limit=5&page=3');
    expect(last.ids).toHaveLength(3);
    expect(last.pagination).toEqual({
      totalCampaigns: 13,
      totalPages: 3,
      currentPage: 3,
      hasNextPage: false,
      hasPrevPage: true,
    });
    const seen = [...first.ids, ...(await search('limit=5&page=2')).ids, ...last.ids];
    expect(new Set(seen).size).toBe(13);
    expect((await search('page=9')).ids).toEqual([]);
    expect((await search('limit=500')).ids).toHaveLength(13);
  });

  it.each([
    ['page=0', 'Invalid page'],
    ['page=two', 'Invalid page'],
    ['limit=-1', 'Invalid limit'],
    ['category=yachts', 'Unknown category'],
    ['minAmount=lots', 'Amounts must be numbers'],
    ['maxDaysLeft=1.5', 'Days left must be a whole number'],
    ['minAmount=1e20', 'Amounts cannot be more than $50,000'],
    ['maxAmount=50001', 'Amounts cannot be more than $50,000'],
    ['maxDaysLeft=9999999999', 'Days left must be between 0 and 365'],
    ['minDaysLeft=-1', 'Days left must be between 0 and 365'],
    ['country=Atlantis', 'Unknown country'],
    ['country=Kenya%00', say('en', NUL_REFUSED)],
    ['searchTerm=water%00', say('en', NUL_REFUSED)],
  ])('when the query has %s, then it is a 400 saying so', async (query, message) => {
    expect(await api.get(`/v1/campaigns/search?${query}`)).toEqual({
      status: 400,
      body: { status: 'fail', message },
    });
  });
});

/** Four campaigns created at the same instant, whose ids a language's collation and byte order sort apart. */
const tied = (): NewEvent[] => {
  const createdAt = daysFromNow(-3);
  return [
    adminRegistered('admin-1', 'Amina Admin'),
    creatorRegistered('creator-1', 'Kofi Mensah'),
    ...['tie-a', 'tie-B', 'tie_c', 'tie1'].flatMap((id) =>
      approved(id, { title: 'Solar lanterns', story: '<p>Light.</p>', createdAt }),
    ),
  ];
};

describe.each(readStoreKinds())('campaigns tied on creation time on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, tied());
    // The postgres image sorts text by en_US rules (a before B, _ before 1): ids must still come in byte order.
    if (kind === 'postgres')
      await api.db.exec(
        `alter table ${live('campaigns')} alter column id type text collate "en-US-x-icu"`,
      );
  });
  afterAll(() => api.stop());

  const idsOf = async (path: string) =>
    (await api.get(path)).body.data.campaigns.map((c: { _id: string }) => c._id);

  it('when they are searched or listed, then they come by id in byte order, as MongoDB orders them', async () => {
    const byteOrder = ['tie-B', 'tie-a', 'tie1', 'tie_c'];
    expect(await idsOf('/v1/campaigns/search?searchTerm=lanterns')).toEqual(byteOrder);
    expect(await idsOf('/v1/campaigns/search')).toEqual(byteOrder);
    expect(await idsOf('/v1/campaigns/approved')).toEqual(byteOrder);
  });
});

/** A featured campaign past its end date and an older, unfeatured one still open. */
const endedAndOpen = (): NewEvent[] => [
  adminRegistered('admin-1', 'Amina Admin'),
  creatorRegistered('creator-1', 'Kofi Mensah'),
  ...approved('tower', {
    title: 'Water tower',
    createdAt: daysFromNow(-2),
    endDate: daysFromNow(-1),
  }),
  campaignReviewed('CampaignFeatured', 'tower', 'admin-1'),
  ...approved('well', { title: 'Water well', createdAt: daysFromNow(-9), endDate: daysFromNow(5) }),
];

describe.each(readStoreKinds())('ended campaigns in search on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, endedAndOpen());
  });
  afterAll(() => api.stop());

  it('when one has ended, then the open campaigns come first, featured or not', async () => {
    for (const query of ['searchTerm=water', ''])
      expect(
        (await api.get(`/v1/campaigns/search?${query}`)).body.data.campaigns.map(
          (c: { _id: string; daysRemaining: number }) => [c._id, c.daysRemaining],
        ),
      ).toEqual([
        ['well', 5],
        ['tower', 0],
      ]);
  });
});

/** The shared table's campaigns, approved, for the same search texts on every store. */
const tableCampaigns = (): NewEvent[] => [
  adminRegistered('admin-1', 'Amina Admin'),
  creatorRegistered('creator-1', 'Kofi Mensah'),
  ...searchedCampaigns.flatMap(({ id, title, story }) => approved(id, { title, story })),
];

describe.each(readStoreKinds())('one search table on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, tableCampaigns());
  });
  afterAll(() => api.stop());

  it.each(searchTable)('when %s is searched, then it finds %p', async (term, found) => {
    const { status, body } = await api.get(
      `/v1/campaigns/search?limit=50&searchTerm=${encodeURIComponent(term)}`,
    );
    expect(status).toBe(200);
    expect(body.data.campaigns.map((c: { _id: string }) => c._id).sort()).toEqual(found);
  });
});
