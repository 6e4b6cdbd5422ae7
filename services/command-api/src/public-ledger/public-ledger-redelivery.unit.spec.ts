import { harambeeCatalogue, type NewEvent, type StoredEvent } from '@harambee/events';
import { createInMemoryEventStore } from '@harambee/eventstore/src/testing/in-memory-event-store';
import { LOG_START } from '@harambee/eventstore';
import { ledgerEventTypes } from '@harambee/ledger';
import {
  campaignEnded,
  donationRecorded,
  donationRefunded,
  payoutPaid,
  streamOf,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { CommandApiDeps } from '../core/deps';
import { forgetFacts } from './ledger-facts';
import { publicLedgerProcessManager } from './public-ledger-process-manager';
import { PUBLIC_LEDGER_STREAM } from './public-ledger-streams';
import { forgetTree } from './tree-cache';

/** Two campaigns' money: gifts, a refund, a funded end, a withdrawal and its payout (facts learned, then read). */
const moneyLog = (): NewEvent[] => {
  const gifts = ['c1', 'c1', 'c2', 'c1'].map((campaignId) =>
    donationRecorded(campaignId, { amountCents: 4_000 }),
  );
  const amounts = {
    grossCents: 8_000,
    platformFeeCents: 400,
    processingFeesCents: 0,
    netCents: 7_600,
  };
  return [
    ...gifts.slice(0, 3),
    donationRefunded(gifts[2]!),
    campaignEnded('c1', 'funded', 8_000),
    withdrawalRequested('c1', 'creator-1', amounts),
    gifts[3]!,
    payoutPaid('c1', 'TRF_1', 7_600),
    donationRefunded(gifts[3]!),
  ].map((event) => ({ ...event, id: randomUUID() }));
};

const at = () => new Date('2026-12-01T00:00:00.000Z');
const storeWith = async (log: NewEvent[]) => {
  const store = createInMemoryEventStore(harambeeCatalogue, at);
  for (const event of log)
    await store.append([{ streamId: streamOf(event), expected: 'any', events: [event] }]);
  const money = (await store.readAll(LOG_START, 1_000)).filter((event) =>
    (ledgerEventTypes as readonly string[]).includes(event.type),
  );
  const deps = {
    store,
    clock: () => new Date('2026-12-01T00:00:00.000Z'),
    config: { jwtSecret: 'redelivery-secret' },
  } as unknown as CommandApiDeps;
  return { store, money, deps };
};
const leaves = async (store: { readStream: (id: string) => Promise<{ events: StoredEvent[] }> }) =>
  (await store.readStream(PUBLIC_LEDGER_STREAM)).events.map((event) => event.data);

/** After each event, maybe a batch delivered again (from some earlier event), maybe another process taking over. */
const delivery = fc.array(
  fc.record({ again: fc.option(fc.nat(), { nil: undefined }), handover: fc.boolean() }),
  { minLength: 9, maxLength: 9 },
);

// Issue "Money that matches the world", item 12: the publisher's facts were cached by tree size.
describe('the public ledger when batches are delivered again or handed over', () => {
  it('when any batch comes again and processes take over at random, then the published ledger is the one built straight', async () => {
    const log = moneyLog();
    const straight = await storeWith(log);
    for (const event of straight.money)
      await publicLedgerProcessManager.react(event, straight.deps);
    const expected = await leaves(straight.store);
    expect(expected.length).toBeGreaterThan(5);

    await fc.assert(
      fc.asyncProperty(delivery, async (steps) => {
        const shaken = await storeWith(log);
        for (const [index, event] of shaken.money.entries()) {
          await publicLedgerProcessManager.react(event, shaken.deps);
          const step = steps[index]!;
          if (step.handover) {
            forgetTree(shaken.store);
            forgetFacts(shaken.store);
          }
          if (step.again !== undefined)
            for (const earlier of shaken.money.slice(step.again % (index + 1), index + 1))
              await publicLedgerProcessManager.react(earlier, shaken.deps);
        }
        expect(await leaves(shaken.store)).toEqual(expected);
      }),
      { seed: 42, numRuns: 60 },
    );
  });

  it('when two processes take turns publishing batches, each holding the tree it last grew, then the published ledger is the one built straight', async () => {
    const log = moneyLog();
    const straight = await storeWith(log);
    await publicLedgerProcessManager.reactToAll!(straight.money, straight.deps);
    const expected = await leaves(straight.store);
    const turns = fc.array(
      fc.record({ size: fc.integer({ min: 1, max: 4 }), other: fc.boolean() }),
      {
        minLength: 9,
        maxLength: 9,
      },
    );

    await fc.assert(
      fc.asyncProperty(turns, async (steps) => {
        const shared = await storeWith(log);
        // Each process holds its tree and facts by its own store; both write to the same log.
        const processes = [shared.deps, { ...shared.deps, store: { ...shared.store } }];
        let next = 0;
        for (const { size, other } of steps) {
          const batch = shared.money.slice(next, next + size);
          await publicLedgerProcessManager.reactToAll!(batch, processes[Number(other)]!);
          next += batch.length;
        }
        await publicLedgerProcessManager.reactToAll!(shared.money.slice(next), processes[0]!);
        expect(await leaves(shared.store)).toEqual(expected);
      }),
      { seed: 42, numRuns: 60 },
    );
  });
});
