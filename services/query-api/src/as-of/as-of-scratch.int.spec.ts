import { openDatabase, type SqlDatabase } from '@harambee/database';
import { say } from '@harambee/messages';
import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import {
  adminRegistered,
  campaignCreated,
  creatorRegistered,
} from '@harambee/events/src/testing/sample-events';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';

const [kind] = readStoreKinds();
const events = [
  adminRegistered('admin-1', 'Amina Admin'),
  creatorRegistered('creator-1', 'Kofi Mensah', 'Ghana'),
  campaignCreated('c7', 'creator-1', { title: 'Borehole for Kibera' }),
];

/** Opens the real in-memory database when `gate` lets it, counting the opens. */
const gatedOpener = (gate: (open: number) => Promise<void>) => {
  const opener = {
    opens: 0,
    open: async (): Promise<SqlDatabase> => {
      opener.opens += 1;
      await gate(opener.opens);
      return openDatabase({});
    },
  };
  return opener;
};

describe('the as-of view opens its scratch read models', () => {
  let api: QueryApiUnderTest | undefined;
  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });
  const asOf = (started: QueryApiUnderTest) =>
    started.get('/v1/admin/campaigns/c7/as-of?position=1', started.tokens.admin);

  it('when the query API starts with them opened at start, then it listens only once they are open, and the first question uses that open', async () => {
    let letOpen: () => void = () => undefined;
    let reachedOpen: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letOpen = resolve));
    const opening = new Promise<void>((resolve) => (reachedOpen = resolve));
    const opener = gatedOpener(() => {
      reachedOpen();
      return held;
    });
    let listening = false;
    const starting = startQueryApiUnderTest(kind!, events, {
      openScratch: opener.open,
      config: { asOfScratch: 'at-start' },
    }).then((started) => {
      listening = true;
      return started;
    });
    await opening;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listening).toBe(false);

    letOpen();
    api = await starting;
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    expect(await asOf(api)).toMatchObject({
      status: 200,
      body: { data: { campaign: { title: 'Borehole for Kibera' } } },
    });
    expect(opener.opens).toBe(1);
  });

  it('when they open on the first question and fail to, then it answers 503 with a clear message, not 500, and the next question opens them again', async () => {
    const opener = gatedOpener(async (open) => {
      if (open === 1) throw new Error('out of memory');
    });
    api = await startQueryApiUnderTest(kind!, events, {
      openScratch: opener.open,
    });
    expect((await api.get('/v1/campaigns/c7', api.tokens.admin)).status).toBe(200);
    expect(opener.opens).toBe(0);
    expect(await asOf(api)).toMatchObject({
      status: 503,
      body: { status: 'fail', message: say('en', { key: 'api.asOf.scratchUnavailable' }) },
    });
    expect(await asOf(api)).toMatchObject({
      status: 200,
      body: { data: { campaign: { title: 'Borehole for Kibera' } } },
    });
    expect(opener.opens).toBe(2);
  });

  it('when they fail to open at start, then the query API starts all the same and the first question opens them again', async () => {
    const opener = gatedOpener(async (open) => {
      if (open === 1) throw new Error('out of memory');
    });
    api = await startQueryApiUnderTest(kind!, events, {
      openScratch: opener.open,
      config: { asOfScratch: 'at-start' },
    });
    expect(opener.opens).toBe(1);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    expect((await asOf(api)).status).toBe(200);
    expect(opener.opens).toBe(2);
  });
});
