import type { StoredEvent } from '@harambee/events';
import {
  type CommandApiUnderTest,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { managersPace } from './managers-pace';
import { NotYet, type ProcessManager } from './process-manager';
import { startProcessManagers } from './process-manager-runner';

const until = async (check: () => boolean, what: string) => {
  for (let tries = 0; tries < 200; tries++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const contact = (n: number) => ({
  name: 'Kofi Mensah',
  email: `kofi${n}@example.org`,
  role: 'entrepreneur',
  message: `Message number ${n} for the team.`,
});

describe('the process-manager runner', () => {
  let api: CommandApiUnderTest;
  const fast = { pollMs: 20, leaseMs: 2_000 };

  beforeAll(async () => {
    api = await startCommandApiUnderTest();
  });
  const running: { stop: () => Promise<void> }[] = [];
  const start = async (...args: Parameters<typeof startProcessManagers>) => {
    const runner = await startProcessManagers(...args);
    running.push(runner);
    return runner;
  };
  afterEach(() => Promise.all(running.splice(0).map((runner) => runner.stop())));
  afterAll(() => api.stop());

  const recorder = (
    name: string,
    seen: string[],
    fail?: (event: StoredEvent) => boolean,
    failure: () => Error = () => new Error('provider unavailable'),
  ): ProcessManager => ({
    name,
    reactsTo: ['ContactMessageReceived'],
    react: async (event) => {
      if (fail?.(event)) throw failure();
      seen.push(event.id);
    },
  });
  /** The database, watched: the parameters of every statement whose text holds `fragment`. */
  const watching = (fragment: string) => {
    const seen: unknown[][] = [];
    const db = {
      ...api.deps.db,
      query: ((text: string, params?: unknown[]) => {
        if (text.includes(fragment)) seen.push(params ?? []);
        return api.deps.db.query(text, params);
      }) as typeof api.deps.db.query,
    };
    return { db, seen };
  };
  const send = async (n: number) =>
    expect((await api.call('/contact', { method: 'POST', json: contact(n) })).status).toBe(201);

  it('given two runners on one database, when events arrive, then one of them reacts to each, once', async () => {
    const seenByA: string[] = [];
    const seenByB: string[] = [];
    await start(api.deps, [recorder('twins', seenByA)], [], fast);
    await start(api.deps, [recorder('twins', seenByB)], [], fast);
    await Promise.all([1, 2, 3].map(send));
    await until(() => seenByA.length + seenByB.length >= 3, 'three reactions');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...seenByA, ...seenByB]).toHaveLength(3);
    expect(seenByA.length === 0 || seenByB.length === 0).toBe(true);
  });

  it('given a runner stopped after some events, when another starts, then it resumes after them and reacts to the rest only', async () => {
    const first: string[] = [];
    const runner = await start(api.deps, [recorder('resume', first)], [], fast);
    await send(4);
    await until(() => first.length >= 4, 'the first runner to catch up');
    await runner.stop();
    await send(5);
    const second: string[] = [];
    const next = await start(api.deps, [recorder('resume', second)], [], fast);
    await until(() => second.length >= 1, 'the second runner');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await next.stop();
    expect(second).toHaveLength(1);
    expect(first).not.toContain(second[0]);
  });

  it.each([
    ['fails', () => new Error('provider unavailable')],
    ['waits for another step', () => new NotYet('the other step is not there yet')],
  ])(
    'when a reaction %s, then the runner tries the same event again and goes on in order once it passes',
    async (how, failure) => {
      const seen: string[] = [];
      let failures = 0;
      const flaky = recorder(`flaky-${how}`, seen, () => failures < 2 && ++failures > 0, failure);
      const runner = await start(api.deps, [flaky], [], fast);
      await until(() => seen.length >= 5, 'the retries to pass');
      await runner.stop();
      expect(failures).toBe(2);
      expect(new Set(seen).size).toBe(seen.length);
    },
  );

  it('when a reaction waits for another step again and again, then the runner looks again at a steady pace, not later and later', async () => {
    const seen: string[] = [];
    let waits = 0;
    const waiting = recorder(
      'waits-often',
      seen,
      () => waits < 6 && ++waits > 0,
      () => new NotYet('the other step is not there yet'),
    );
    const startedAt = Date.now();
    const runner = await start(api.deps, [waiting], [], { ...fast, pollMs: 60_000, waitMs: 50 });
    await until(() => seen.length >= 5, 'the waits to end');
    await runner.stop();
    expect(waits).toBe(6);
    // Backing off as from failures, six waits would take 0.5 + 1 + 2 + 4 + 8 + 16 s.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('given a reaction that starts from now, when it first runs, then it ignores what was logged before', async () => {
    const seen: string[] = [];
    const runner = await start(
      api.deps,
      [{ ...recorder('from-now', seen), startsFrom: 'now' }],
      [],
      fast,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);
    await send(6);
    await until(() => seen.length === 1, 'the new event');
    await runner.stop();
  });

  it('given a log of events it does not react to, when it catches up, then its place is saved once per batch, not per event', async () => {
    const { db, seen: saves } = watching('update process_checkpoints set transaction_id');
    const logged = await api.eventCount();
    const idle: ProcessManager = {
      name: 'uninterested',
      reactsTo: ['PayoutPaid'],
      react: async () => {},
    };
    const runner = await start({ ...api.deps, db }, [idle], [], { ...fast, batchSize: 1_000 });
    await until(() => saves.length >= 1, 'the first batch');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    expect(logged).toBeGreaterThan(5);
    expect(saves).toHaveLength(1);
  });

  it('given several managers, when events arrive, then one lease statement and one read of their types serve them all', async () => {
    const { db, seen: leases } = watching('set owner = $2');
    const reads: string[][] = [];
    const store = {
      ...api.deps.store,
      readAllOf: ((...args: Parameters<typeof api.deps.store.readAllOf>) => {
        reads.push([...args[0]]);
        return api.deps.store.readAllOf(...args);
      }) as typeof api.deps.store.readAllOf,
    };
    const seen = [[], [], []] as string[][];
    const managers = seen.map((list, n) => ({
      ...recorder(`shared-${n}`, list),
      startsFrom: 'now' as const,
    }));
    const runner = await start({ ...api.deps, db, store }, managers, [], fast);
    await send(7);
    await until(() => seen.every((list) => list.length === 1), 'each manager to react');
    await runner.stop();
    expect(leases.length).toBeGreaterThan(0);
    expect(leases.every(([names]) => Array.isArray(names) && names.length === 3)).toBe(true);
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads.flat())).toEqual(new Set(['ContactMessageReceived']));
    expect(new Set(seen.flat()).size).toBe(1);
  });

  it('given one manager that keeps failing, when events arrive, then the others still react to them', async () => {
    const seen: string[] = [];
    const broken = recorder('broken', [], () => true);
    const healthy = recorder('healthy-beside-broken', seen);
    const runner = await start(
      api.deps,
      [
        { ...broken, startsFrom: 'now' },
        { ...healthy, startsFrom: 'now' },
      ],
      [],
      fast,
    );
    await send(8);
    await send(9);
    await until(() => seen.length === 2, 'the healthy manager to react to both');
    await runner.stop();
  });

  it('given a manager still reacting to an event, when more arrive, then the others react to them without waiting, and it goes on in order once done', async () => {
    const slowSeen: string[] = [];
    const quickSeen: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: ProcessManager = {
      ...recorder('slow', slowSeen),
      startsFrom: 'now',
      react: async (event) => {
        await held;
        slowSeen.push(event.id);
      },
    };
    const quick = { ...recorder('quick', quickSeen), startsFrom: 'now' as const };
    const runner = await start(api.deps, [slow, quick], [], { ...fast, slowestMs: 20 });
    await send(11);
    await until(() => quickSeen.length === 1, 'the quick manager to react to the first');
    await send(12);
    await until(() => quickSeen.length === 2, 'the quick manager to react to the second');
    expect(slowSeen).toEqual([]);
    release();
    await until(() => slowSeen.length === 2, 'the slow manager to react to both');
    await runner.stop();
    expect(slowSeen).toEqual(quickSeen);
  });

  it('given the managers behind an append for longer than their pace, when a command comes, then it goes in once their turn ends', async () => {
    const seen: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const behind: ProcessManager = {
      ...recorder('behind', seen),
      startsFrom: 'now',
      react: async (event) => {
        await held;
        seen.push(event.id);
      },
    };
    const pace = managersPace({ withinMs: 50, waitAtMostMs: 60_000 }, () => true);
    const runner = await start(api.deps, [behind], [], { ...fast, slowestMs: 60_000 }, pace);
    expect(pace.waitIfBehind()).toBeUndefined();
    await send(21);
    await until(() => pace.waitIfBehind() !== undefined, 'the managers to fall behind');
    let goesIn = false;
    void pace.waitIfBehind()!.then(() => (goesIn = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(goesIn).toBe(false);
    release();
    await until(() => goesIn, 'the command to go in');
    expect(seen).toHaveLength(1);
    expect(pace.waitIfBehind()).toBeUndefined();
    await runner.stop();
  });

  it('given reactions that are no-ops when repeated, when several arrive in one batch, then the place is saved once for them', async () => {
    const { db, seen: saves } = watching('update process_checkpoints set transaction_id');
    const seen: string[] = [];
    const repeatable: ProcessManager = {
      ...recorder('repeatable', seen),
      savesPlace: 'per-batch',
    };
    const runner = await start({ ...api.deps, db }, [repeatable], [], {
      ...fast,
      batchSize: 1_000,
    });
    await until(() => seen.length >= 9, 'every message so far');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    expect(saves).toHaveLength(1);
  });

  it('given a manager that reacts to a whole batch, when events arrive, then each of its types is handed over once, in log order, and a failed batch is handed over again whole', async () => {
    const batches: string[][] = [];
    let failOnce = true;
    const manager: ProcessManager = {
      name: 'batch-reactor',
      reactsTo: ['ContactMessageReceived'],
      savesPlace: 'per-batch',
      react: () => Promise.reject(new Error('a batch manager is handed batches')),
      reactToAll: async (events) => {
        if (events.some((event) => event.type !== 'ContactMessageReceived'))
          throw new Error('handed a type it does not react to');
        if (failOnce) {
          failOnce = false;
          throw new Error('provider unavailable');
        }
        batches.push(events.map((event) => event.id));
      },
    };
    await start(api.deps, [manager], [], { ...fast, batchSize: 50 });
    await Promise.all([101, 102, 103].map(send));
    const logged = (await api.deps.store.readByType(['ContactMessageReceived'])).map(
      (event) => event.id,
    );
    await until(() => batches.flat().length >= logged.length, 'every event handed over');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(batches.flat()).toEqual(logged);
  });
});
