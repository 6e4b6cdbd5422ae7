import type { NewEvent } from '@harambee/events';
import { say } from '@harambee/messages';
import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import { donationRecorded } from '@harambee/events/src/testing/sample-events';
import { get } from 'node:http';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';
import { BAD_LIMIT, BAD_PAGE } from './donations-query';

const GIFTS = 150;
const START = Date.parse('2026-01-01T12:00:00.000Z');
/** 150 gifts to the bakery (c3) a minute apart, but for ten given at the same instant, around the 40th newest. */
const gifts: NewEvent[] = Array.from({ length: GIFTS }, (_, n) =>
  donationRecorded(
    'c3',
    { amountCents: 100 * (n + 1), donorName: `Backer ${n + 1}` },
    new Date(START + (n >= 105 && n < 115 ? 105 : n) * 60_000).toISOString(),
  ),
);
const idOf = (event: NewEvent) => (event.data as { donationId: string }).donationId;
const timeOf = (event: NewEvent) => (event.data as { donatedAt: string }).donatedAt;
const nameOf = (event: NewEvent) => (event.data as { donorName: string }).donorName;
/** Newest first; gifts of the same instant in the order of their ids. */
const newestGifts = [...gifts].sort(
  (a, b) => timeOf(b).localeCompare(timeOf(a)) || (idOf(a) < idOf(b) ? -1 : 1),
);
const newestFirst = newestGifts.map(idOf);
/** Each gift has a backer's name of its own: the public list names its gifts by them, never by the gifts' ids. */
const newestNames = newestGifts.map(nameOf);
const namesOn = (page: Page) => page.donations.map((donation) => donation.donorName);

/** A GET as sent, without the revalidation headers fetch adds to a conditional request. */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; etag?: string }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      response
        .resume()
        .on('end', () => resolve({ status: response.statusCode!, etag: response.headers.etag }));
    }).on('error', reject);
  });

type Page = {
  donations: { _id: string; donorName: string }[];
  pagination: Record<string, unknown>;
};

describe.each(readStoreKinds())("a campaign's gifts, page by page, on %s", (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, [...marketplace(), ...gifts]);
  });
  afterAll(() => api.stop());

  const pageAt = async (query: string, token?: string) => {
    const { status, body } = await api.get(`/v1/donations/c3${query}`, token);
    expect(status).toBe(200);
    return body.data as Page;
  };

  it('when no page is asked, then the 100 newest gifts come, as the seed answered them, with where they sit', async () => {
    const first = await pageAt('');
    expect(namesOn(first)).toEqual(newestNames.slice(0, 100));
    expect(first.donations[0]).toMatchObject({ donorName: `Backer ${GIFTS}`, campaign: 'c3' });
    expect(first.pagination).toEqual({
      totalDonations: GIFTS,
      totalPages: 2,
      currentPage: 1,
      hasNextPage: true,
      hasPrevPage: false,
    });
  });

  it('when every page is asked in turn, then each gift comes once, in order, ties broken by id', async () => {
    const second = await pageAt('?page=2');
    expect(namesOn(second)).toEqual(newestNames.slice(100));
    expect(second.pagination).toMatchObject({ currentPage: 2, hasNextPage: false });

    const pages = await Promise.all([1, 2, 3, 4].map((page) => pageAt(`?page=${page}&limit=40`)));
    expect(pages.flatMap(namesOn)).toEqual(newestNames);
    expect(pages[3]!.pagination).toEqual({
      totalDonations: GIFTS,
      totalPages: 4,
      currentPage: 4,
      hasNextPage: false,
      hasPrevPage: true,
    });
    expect((await pageAt('?page=5&limit=40')).donations).toEqual([]);
  });

  it('when an admin asks, then the page is the same paged list with what admins see', async () => {
    const first = await pageAt('?limit=3', api.tokens.admin);
    expect(first.donations.map((donation) => donation._id)).toEqual(newestFirst.slice(0, 3));
    expect(first.donations[0]).toHaveProperty('email');
    expect(first.pagination).toMatchObject({ totalDonations: GIFTS, totalPages: 50 });
  });

  it.each([
    ['page=0', BAD_PAGE],
    ['page=-1', BAD_PAGE],
    ['page=two', BAD_PAGE],
    ['page=1.5', BAD_PAGE],
    ['page=1&page=2', BAD_PAGE],
    ['page=100001', BAD_PAGE],
    ['limit=0', BAD_LIMIT],
    ['limit=101', BAD_LIMIT],
    ['limit=all', BAD_LIMIT],
  ])('when %s is asked, then 400 says what is allowed', async (query, words) => {
    expect(await api.get(`/v1/donations/c3?${query}`)).toEqual({
      status: 400,
      body: { status: 'fail', message: say('en', words) },
    });
  });

  it('when many visitors ask for the same page at once, then the store is read once and they share the answer', async () => {
    const reads = jest.spyOn(api.reads, 'listDonations');
    try {
      const url = `${api.url}/api/v1/donations/c3?limit=7`;
      const answers = await Promise.all(Array.from({ length: 5 }, () => rawGet(url)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
      expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
      expect((await rawGet(url, { 'if-none-match': answers[0]!.etag! })).status).toBe(304);
    } finally {
      reads.mockRestore();
    }
  });

  it('when a new gift is projected, then the next visitor sees it first', async () => {
    await pageAt('?limit=5');
    const newest = donationRecorded('c3', { amountCents: 700, donorName: 'Latecomer' });
    await api.append(newest);
    let first: Page | undefined;
    for (let attempt = 0; attempt < 40; attempt++) {
      first = await pageAt('?limit=5');
      if (first.donations[0]?.donorName === 'Latecomer') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(first?.donations[0]).toMatchObject({ donorName: 'Latecomer', amount: 7 });
    expect(first?.pagination).toMatchObject({ totalDonations: GIFTS + 1 });
  });
});
