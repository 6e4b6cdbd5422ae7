import type { EventStore } from '@harambee/events';
import type { CommandApiDeps } from '../core/deps';
import {
  type CommandApiUnderTest,
  createApprovedCampaign,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { personKeys, personRecordsJob } from './person-records';

let api: CommandApiUnderTest;
beforeAll(async () => {
  api = await startCommandApiUnderTest();
});
afterAll(() => api.stop());

/** Counts every event the routes read from the log, whichever way they read it. */
const countReads = (deps: CommandApiDeps) => {
  const store = deps.store;
  let read = 0;
  const counting =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>, size: (result: R) => number) =>
    async (...args: A) => {
      const result = await method(...args);
      read += size(result);
      return result;
    };
  deps.store = {
    ...store,
    readStream: counting(store.readStream, (stream) => stream.events.length),
    readStreams: counting(store.readStreams, (streams) =>
      streams.reduce((sum, stream) => sum + stream.events.length, 0),
    ),
    readByType: counting(store.readByType, (events) => events.length),
    readAll: counting(store.readAll, (events) => events.length),
  } as EventStore;
  return {
    read: () => read,
    stop: () => {
      deps.store = store;
    },
  };
};

const give = async (campaignId: string, donorName: string, email: string) => {
  const payment = await api.call('/v1/payments/card', {
    method: 'POST',
    json: {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: 'Card Holder',
      amount: 10,
      campaignId,
    },
  });
  const json = {
    amount: 10,
    donorName,
    email,
    message: '',
    anonymous: false,
    campaignId,
    paymentId: payment.body.data.paymentId,
  };
  expect((await api.call('/v1/donations', { method: 'POST', json })).status).toBe(201);
};

/** Others' gifts, indexed as the clock's run of the index would, before the next export or erasure. */
const othersGive = async (campaignId: string, gifts: number) => {
  for (let n = 0; n < gifts; n++)
    await give(campaignId, `Backer ${n}`, `backer-${n}-${campaignId}@example.org`);
  await personRecordsJob.run(api.deps);
};

/** Events read by one call of `route` for a person who gave once, the log holding `othersGifts` more gifts. */
const eventsReadBy = async (
  route: (person: Awaited<ReturnType<typeof createVerifiedCampaign>>) => Promise<unknown>,
  othersGifts: number,
) => {
  const cause = await createApprovedCampaign(api, { name: 'Grace Otieno' });
  const person = await createVerifiedCampaign(api);
  await give(cause.campaignId, 'Amina Wanjiku', person.email);
  await othersGive(cause.campaignId, othersGifts);
  const counter = countReads(api.deps);
  try {
    await route(person);
  } finally {
    counter.stop();
  }
  return counter.read();
};

describe("finding a person's records through the index", () => {
  it('when the log holds many more gifts of others, then an export reads no more events than with few, and still finds the gift', async () => {
    const exportOf = async ({ token }: { token: string }) => {
      const answer = await api.call('/v1/users/me/data', { token });
      expect(answer.body.data.gifts).toEqual([
        expect.objectContaining({ donorName: 'Amina Wanjiku', amount: 10 }),
      ]);
    };
    const withFew = await eventsReadBy(exportOf, 1);
    const withMany = await eventsReadBy(exportOf, 15);
    expect(withMany).toBe(withFew);
  });

  it('when the log holds many more gifts of others, then an erasure reads no more events than with few, and the index forgets the person', async () => {
    const indexed = async (person: { email: string; body: any }) =>
      (
        await api.deps.db.query('select 1 from person_records where person_key = any($1::text[])', [
          personKeys(api.deps.config.emailIdKey, {
            userId: person.body.data.user.id,
            email: person.email,
          }),
        ])
      ).length;
    const erase = async (person: { token: string; email: string; body: any }) => {
      expect(await indexed(person)).toBeGreaterThan(0);
      expect(
        (
          await api.call('/v1/users/me/erase', {
            method: 'POST',
            token: person.token,
            json: { password: 'Secret123', reason: 'leaving' },
          })
        ).status,
      ).toBe(200);
      expect(await indexed(person)).toBe(0);
    };
    const withFew = await eventsReadBy(erase, 1);
    const withMany = await eventsReadBy(erase, 15);
    expect(withMany).toBe(withFew);
  });
});
