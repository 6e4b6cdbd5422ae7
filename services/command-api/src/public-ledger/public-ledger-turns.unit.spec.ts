import { harambeeCatalogue } from '@harambee/events';
import { createInMemoryEventStore } from '@harambee/eventstore/src/testing/in-memory-event-store';
import { EVENTS_PER_TURN, LOG_START } from '@harambee/eventstore';
import { donationRecorded, streamOf } from '@harambee/events/src/testing/sample-events';
import { randomUUID } from 'node:crypto';
import type { CommandApiDeps } from '../core/deps';
import { publicLedgerProcessManager } from './public-ledger-process-manager';
import { PUBLIC_LEDGER_STREAM } from './public-ledger-streams';

const giftsLogged = async (count: number) => {
  const store = createInMemoryEventStore(harambeeCatalogue, () => new Date('2026-12-01'));
  for (let gift = 0; gift < count; gift++) {
    const event = { ...donationRecorded('c1', { amountCents: 500 + gift }), id: randomUUID() };
    await store.append([{ streamId: streamOf(event), expected: 'any', events: [event] }]);
  }
  const deps = {
    store,
    clock: () => new Date('2026-12-01T00:00:00.000Z'),
    config: { jwtSecret: 'turns-secret' },
  } as unknown as CommandApiDeps;
  return { store, deps, gifts: await store.readAll(LOG_START, count) };
};

describe('the public ledger publishing a large batch', () => {
  it('when a batch holds more gifts than a turn takes, then the request loop gets turns meanwhile, and every gift is a leaf', async () => {
    const count = 2 * EVENTS_PER_TURN + 10;
    const { store, deps, gifts } = await giftsLogged(count);
    let turns = 0;
    let publishing = true;
    const look = () => {
      turns += 1;
      if (publishing) setImmediate(look);
    };
    setImmediate(look);
    await publicLedgerProcessManager.reactToAll!(gifts, deps);
    publishing = false;
    expect(turns).toBeGreaterThanOrEqual(2);
    expect((await store.readStream(PUBLIC_LEDGER_STREAM)).events).toHaveLength(count);
  });
});
