import { randomUUID } from 'node:crypto';
import { MalformedEventError, UnknownEventError } from '../event-catalogue';
import {
  ConcurrencyError,
  DuplicateEventError,
  LOG_START,
  RepeatedStreamError,
  type LogPosition,
  type NewEvent,
} from '../event-store';
import { comparePositions } from '../log-position';
import {
  adminMetadata,
  campaignApproved,
  campaignFeatured,
  eventually,
  userRegistered,
  type SampleEvent,
  type SampleMetadata,
  type SampleStore,
  type StoredSample,
} from './sample-events';

/** A store under the contract, holding the store's sample catalogue. */
export type ContractSubject = { store: SampleStore; close: () => Promise<void> };

/**
 * What every EventStore adapter promises, run against each (PostgreSQL and PGlite here, KurrentDB in the
 * container runner). Stream names are unique per test and the log is read from the test's start, so it runs
 * on a log that other tests, or other runs, have written to.
 */
export const eventStoreContract = (name: string, open: () => Promise<ContractSubject>) =>
  describe(`the event store contract on ${name}`, () => {
    let subject: ContractSubject;
    let store: SampleStore;
    let start: LogPosition;
    let run: string;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());
    beforeEach(async () => {
      // Each test reads the log from here, so it sees only its own events.
      start = await store.head();
      run = randomUUID().slice(0, 8);
    });

    const stream = (label: string) => `campaign-${label}-${run}`;
    const ids = async (streamId: string) =>
      (await store.readStream(streamId)).events.map((event) => event.id);
    const logSinceStart = () => store.readAll(start, 1_000);

    it('when events are appended to a new stream, then reading it gives them back in order with their version', async () => {
      const { lastPosition } = await store.append([
        {
          streamId: stream('1'),
          expected: 'no_stream',
          events: [campaignApproved('1'), campaignFeatured('1')],
        },
      ]);

      const { version, events } = await store.readStream(stream('1'));
      expect(version).toBe(2);
      expect(events).toMatchObject([
        { type: 'CampaignApproved', data: campaignApproved('1').data, streamVersion: 1 },
        { type: 'CampaignFeatured', data: campaignFeatured('1').data, streamVersion: 2 },
      ]);
      expect(events[1]).toMatchObject({
        streamId: stream('1'),
        schemaVersion: 1,
        metadata: adminMetadata,
        position: lastPosition,
        recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    });

    it('when a stream has no events, then reading it gives version 0 and nothing', async () => {
      expect(await store.readStream(stream('none'))).toEqual({ version: 0, events: [] });
    });

    it('when several streams are read at once, then each comes in the order asked', async () => {
      await store.append([
        { streamId: stream('r1'), expected: 'no_stream', events: [campaignApproved('r1')] },
      ]);
      await store.append([
        {
          streamId: stream('r2'),
          expected: 'no_stream',
          events: [campaignApproved('r2'), campaignFeatured('r2')],
        },
      ]);

      const reads = await store.readStreams([stream('r2'), stream('none'), stream('r1')]);

      expect(reads.map((read) => read.version)).toEqual([2, 0, 1]);
    });

    it('when streams are read after a version held, then only later events come, with the stream version', async () => {
      await store.append([
        {
          streamId: stream('a1'),
          expected: 'no_stream',
          events: [campaignApproved('a1'), campaignFeatured('a1')],
        },
      ]);

      const reads = await store.readStreams([stream('a1'), stream('none')], {
        [stream('a1')]: 1,
      });
      const unchanged = await store.readStreams([stream('a1')], { [stream('a1')]: 2 });

      expect(reads.map((read) => read.version)).toEqual([2, 0]);
      expect(reads[0]!.events.map((event) => [event.type, event.streamVersion])).toEqual([
        ['CampaignFeatured', 2],
      ]);
      expect(unchanged).toEqual([{ version: 2, events: [] }]);
    });

    it('when the stream must not exist but does, then the append is refused with its actual version', async () => {
      await store.append([
        { streamId: stream('2'), expected: 'no_stream', events: [campaignApproved('2')] },
      ]);

      const again = store.append([
        { streamId: stream('2'), expected: 'no_stream', events: [campaignFeatured('2')] },
      ]);

      await expect(again).rejects.toThrow(ConcurrencyError);
      await expect(again).rejects.toMatchObject({
        streamId: stream('2'),
        expected: 'no_stream',
        actual: 1,
      });
      expect(await store.readStream(stream('2'))).toMatchObject({ version: 1 });
    });

    it('when the expected version is stale, then the append is refused; when it is current, then it is stored', async () => {
      await store.append([
        { streamId: stream('3'), expected: 'no_stream', events: [campaignApproved('3')] },
      ]);
      await store.append([{ streamId: stream('3'), expected: 1, events: [campaignFeatured('3')] }]);

      const stale = store.append([
        { streamId: stream('3'), expected: 1, events: [campaignFeatured('3')] },
      ]);

      await expect(stale).rejects.toMatchObject({
        name: 'ConcurrencyError',
        expected: 1,
        actual: 2,
      });
      expect(await store.readStream(stream('3'))).toMatchObject({ version: 2 });
    });

    it('when any version is accepted, then the append goes to a new or an existing stream', async () => {
      await store.append([
        { streamId: stream('4'), expected: 'any', events: [campaignApproved('4')] },
      ]);
      await store.append([
        { streamId: stream('4'), expected: 'any', events: [campaignFeatured('4')] },
      ]);

      expect(await store.readStream(stream('4'))).toMatchObject({ version: 2 });
    });

    it('when five appends race at the same expected version, then exactly one is stored whole and the others clash', async () => {
      await store.append([
        { streamId: stream('5'), expected: 'no_stream', events: [campaignApproved('5')] },
      ]);

      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          store.append([
            {
              streamId: stream('5'),
              expected: 1,
              events: [campaignFeatured('5'), campaignFeatured('5')],
            },
          ]),
        ),
      );

      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r) => r.status === 'rejected'))
        expect(result.reason).toBeInstanceOf(ConcurrencyError);
      const { version, events } = await store.readStream(stream('5'));
      expect(version).toBe(3);
      expect(events.slice(1).map((e) => e.type)).toEqual(['CampaignFeatured', 'CampaignFeatured']);
    });

    it('when one stream of a multi-stream append clashes, then no stream gets anything', async () => {
      await store.append([
        { streamId: stream('6b'), expected: 'no_stream', events: [campaignApproved('6b')] },
      ]);

      const append = store.append([
        {
          streamId: stream('6a'),
          expected: 'no_stream',
          events: [campaignApproved('6a'), campaignFeatured('6a')],
        },
        { streamId: stream('6b'), expected: 'no_stream', events: [campaignFeatured('6b')] },
      ]);

      await expect(append).rejects.toMatchObject({
        name: 'ConcurrencyError',
        streamId: stream('6b'),
      });
      expect(await store.readStream(stream('6a'))).toEqual({ version: 0, events: [] });
      expect(await store.readStream(stream('6b'))).toMatchObject({ version: 1 });
    });

    it('when a multi-stream append succeeds, then every stream gets its events in one go', async () => {
      const { lastPosition } = await store.append([
        { streamId: stream('7'), expected: 'no_stream', events: [campaignApproved('7')] },
        { streamId: `donation-7-${run}`, expected: 'no_stream', events: [campaignFeatured('7')] },
      ]);

      expect(await store.readStream(stream('7'))).toMatchObject({ version: 1 });
      expect(await store.readStream(`donation-7-${run}`)).toMatchObject({ version: 1 });
      const log = await logSinceStart();
      expect(log.map((event) => event.streamId)).toEqual([stream('7'), `donation-7-${run}`]);
      expect(log.at(-1)!.position).toEqual(lastPosition);
    });

    it('when a stream version is read, then it is the number of its events, and 0 for a stream with none', async () => {
      await store.append([
        {
          streamId: stream('v'),
          expected: 'no_stream',
          events: [campaignApproved('v'), campaignFeatured('v')],
        },
      ]);
      await store.append([{ streamId: stream('v'), expected: 2, events: [campaignFeatured('v')] }]);

      expect(await store.streamVersion(stream('v'))).toBe(3);
      expect(await store.streamVersion(stream('never'))).toBe(0);
    });

    it('when an append holds another stream at its version without writing to it, then a change of that stream refuses the whole append', async () => {
      await store.append([
        { streamId: stream('held'), expected: 'no_stream', events: [campaignApproved('held')] },
      ]);
      const holding = (streamId: string) => [
        { streamId, expected: 'no_stream' as const, events: [campaignApproved(streamId)] },
        { streamId: stream('held'), expected: 1, events: [] },
      ];

      await store.append(holding(`donation-held1-${run}`));
      await store.append([
        { streamId: stream('held'), expected: 1, events: [campaignFeatured('held')] },
      ]);
      const late = store.append(holding(`donation-held2-${run}`));

      await expect(late).rejects.toMatchObject({
        name: 'ConcurrencyError',
        streamId: stream('held'),
        expected: 1,
        actual: 2,
      });
      expect(await store.streamVersion(`donation-held1-${run}`)).toBe(1);
      expect(await store.streamVersion(`donation-held2-${run}`)).toBe(0);
      expect(await store.streamVersion(stream('held'))).toBe(2);
    });

    it.each([
      ['the version the first leaves it at', 1],
      ['any version', 'any'],
    ] as const)(
      'when one append writes twice to a stream, the second expecting %s, then both are stored in order as one write',
      async (_, expected) => {
        const { lastPosition } = await store.append([
          { streamId: stream('12'), expected: 'no_stream', events: [campaignApproved('12')] },
          { streamId: stream('12b'), expected: 'no_stream', events: [campaignApproved('12b')] },
          { streamId: stream('12'), expected, events: [campaignFeatured('12')] },
        ]);

        const { version, events } = await store.readStream(stream('12'));
        expect(version).toBe(2);
        expect(events.map((event) => event.type)).toEqual(['CampaignApproved', 'CampaignFeatured']);
        expect(await store.readStream(stream('12b'))).toMatchObject({ version: 1 });
        const log = await logSinceStart();
        expect(log).toHaveLength(3);
        expect(comparePositions(lastPosition, log.at(-1)!.position)).toBe(0);
      },
    );

    it('when one append writes twice to a stream with versions that cannot both hold, then it is refused before writing', async () => {
      const append = store.append([
        { streamId: stream('13'), expected: 'no_stream', events: [campaignApproved('13')] },
        { streamId: stream('13'), expected: 'no_stream', events: [campaignFeatured('13')] },
      ]);

      await expect(append).rejects.toThrow(RepeatedStreamError);
      await expect(append).rejects.toMatchObject({ streamId: stream('13') });
      expect(await logSinceStart()).toEqual([]);
    });

    it('when two streams of an append differ only in case, then it is refused before writing', async () => {
      const append = store.append([
        { streamId: stream('14'), expected: 'any', events: [campaignApproved('14')] },
        { streamId: stream('14').toUpperCase(), expected: 'any', events: [campaignApproved('14')] },
      ]);

      await expect(append).rejects.toThrow(RepeatedStreamError);
      expect(await logSinceStart()).toEqual([]);
    });

    it('when the same append is retried with the same event ids, then the events are stored once', async () => {
      const write = {
        streamId: stream('8'),
        expected: 'no_stream' as const,
        events: [campaignApproved('8', randomUUID()), campaignApproved('8', randomUUID())],
      };
      const first = await store.append([write]);

      const retry = await store.append([write]);

      expect(retry).toEqual(first);
      expect(await ids(stream('8'))).toEqual(write.events.map((event) => event.id));
      expect(await logSinceStart()).toHaveLength(2);
    });

    it('when an append repeats only some stored event ids, then it is refused whole', async () => {
      const stored = campaignApproved('9', randomUUID());
      await store.append([{ streamId: stream('9'), expected: 'any', events: [stored] }]);

      const overlapping = store.append([
        { streamId: stream('9'), expected: 'any', events: [stored, campaignFeatured('9')] },
      ]);

      await expect(overlapping).rejects.toThrow(DuplicateEventError);
      expect(await ids(stream('9'))).toEqual([stored.id]);
    });

    it('when one event id appears twice in an append, then it is refused', async () => {
      const id = randomUUID();
      const append = store.append([
        {
          streamId: stream('10'),
          expected: 'any',
          events: [campaignApproved('10', id), campaignApproved('10', id)],
        },
      ]);

      await expect(append).rejects.toThrow(DuplicateEventError);
      expect(await ids(stream('10'))).toEqual([]);
    });

    type Sample = NewEvent<SampleEvent, SampleMetadata>;
    it.each<[string, Sample, new (...args: never[]) => Error]>([
      [
        'an unknown type',
        { ...campaignApproved('11'), type: 'CampaignExploded' } as unknown as Sample,
        UnknownEventError,
      ],
      [
        'data missing a field',
        { ...campaignApproved('11'), data: { campaignId: '11' } } as Sample,
        MalformedEventError,
      ],
      [
        'metadata without a role',
        { ...campaignApproved('11'), metadata: { actorId: null } } as unknown as Sample,
        MalformedEventError,
      ],
      ['an id that is not a UUID', campaignApproved('11', 'event-1'), MalformedEventError],
    ])(
      'when an event has %s, then the whole append is refused before writing',
      async (_, bad, error) => {
        const append = store.append([
          { streamId: stream('11a'), expected: 'any', events: [campaignApproved('11')] },
          { streamId: stream('11b'), expected: 'any', events: [bad] },
        ]);

        await expect(append).rejects.toThrow(error);
        expect(await logSinceStart()).toEqual([]);
      },
    );

    it('when reading after a position, then it gives the later events in log order, at most the limit', async () => {
      for (const label of ['a', 'b', 'c', 'd']) {
        await store.append([
          { streamId: stream(label), expected: 'any', events: [campaignApproved(label)] },
        ]);
      }
      const [first] = await store.readAll(start, 1);

      const next = await store.readAll(first!.position, 2);

      expect(next.map((event) => event.streamId)).toEqual([stream('b'), stream('c')]);
      expect(comparePositions(first!.position, next[0]!.position)).toBe(-1);
      expect(await store.readAll(next[1]!.position, 10)).toHaveLength(1);
    });

    it('when reading some types on from where each read ended, then it gives each of theirs once, in log order, and ends past the others', async () => {
      await store.append([
        {
          streamId: stream('t'),
          expected: 'no_stream',
          events: [campaignApproved('t'), campaignFeatured('t')],
        },
      ]);
      await store.append([
        { streamId: stream('u'), expected: 'no_stream', events: [campaignApproved('u')] },
      ]);
      await store.append([{ streamId: stream('t'), expected: 2, events: [campaignFeatured('t')] }]);
      let log = await logSinceStart();
      await eventually(async () => (log = await logSinceStart()).length === 4);
      const seen: StoredSample[] = [];

      for (let at = start; comparePositions(at, log[3]!.position) < 0;) {
        const { events, readTo } = await store.readAllOf(['CampaignApproved'], at, 1);
        seen.push(...events);
        at = readTo;
      }

      expect(seen.map((event) => event.id)).toEqual([log[0]!.id, log[2]!.id]);
    });

    it('when following from a position, then it gives what comes after it, then what is appended later', async () => {
      await store.append([
        {
          streamId: stream('f'),
          expected: 'no_stream',
          events: [campaignApproved('f'), campaignFeatured('f')],
        },
      ]);
      const [first] = await store.readAll(start, 1);
      const seen: StoredSample[] = [];
      const subscription = await store.subscribe({
        from: first!.position,
        onBatch: async (events) => void seen.push(...events),
      });

      await eventually(() => seen.length === 1);
      await store.append([{ streamId: stream('f'), expected: 2, events: [campaignFeatured('f')] }]);
      await eventually(() => seen.length === 2);
      await subscription.stop();

      expect(seen.map((event) => event.streamVersion)).toEqual([2, 3]);
    });

    it('when a batch fails, then it is told and the same batch comes again until it succeeds', async () => {
      await store.append([
        {
          streamId: stream('e'),
          expected: 'no_stream',
          events: [campaignApproved('e'), campaignFeatured('e')],
        },
      ]);
      const errors: unknown[] = [];
      const batches: number[][] = [];
      const subscription = await store.subscribe({
        from: start,
        onBatch: async (events) => {
          batches.push(events.map((event) => event.streamVersion));
          if (batches.length < 3) throw new Error('projection unavailable');
        },
        onError: (error) => errors.push(error),
      });

      await eventually(() => batches.length === 3);
      await subscription.stop();

      expect(batches).toEqual([
        [1, 2],
        [1, 2],
        [1, 2],
      ]);
      expect(errors.map((error) => (error as Error).message)).toEqual([
        'projection unavailable',
        'projection unavailable',
      ]);
    });
    it('when events are appended, then the head is the last one and reading after it gives only later appends', async () => {
      const { lastPosition } = await store.append([
        { streamId: stream('h'), expected: 'no_stream', events: [campaignApproved('h')] },
      ]);

      const head = await store.head();
      await store.append([{ streamId: stream('h'), expected: 1, events: [campaignFeatured('h')] }]);

      expect(head).toEqual(lastPosition);
      expect(comparePositions(head, LOG_START)).toBe(1);
      expect((await store.readAll(head, 10)).map((event) => event.type)).toEqual([
        'CampaignFeatured',
      ]);
    });

    it('when reading by type, then it gives those types from every stream in log order, and only the data matching', async () => {
      await store.append([
        {
          streamId: stream('t1'),
          expected: 'no_stream',
          events: [campaignApproved(`t1-${run}`), campaignFeatured(`t1-${run}`)],
        },
      ]);
      await store.append([
        { streamId: stream('t2'), expected: 'no_stream', events: [campaignApproved(`t2-${run}`)] },
      ]);
      await store.append([
        { streamId: stream('t1'), expected: 2, events: [campaignApproved(`t1-${run}`)] },
      ]);
      const ours = (events: StoredSample[]) =>
        events.filter((event) => event.streamId.endsWith(run));

      const approvedAndFeatured = ours(
        await store.readByType(['CampaignApproved', 'CampaignFeatured']),
      );
      const approvedT1 = await store.readByType(['CampaignApproved'], { campaignId: `t1-${run}` });

      expect(approvedAndFeatured.map((event) => [event.streamId, event.streamVersion])).toEqual([
        [stream('t1'), 1],
        [stream('t1'), 2],
        [stream('t2'), 1],
        [stream('t1'), 3],
      ]);
      expect(
        approvedT1.map((event) => [event.type, event.streamVersion, event.data.campaignId]),
      ).toEqual([
        ['CampaignApproved', 1, `t1-${run}`],
        ['CampaignApproved', 3, `t1-${run}`],
      ]);
      expect(await store.readByType(['CampaignApproved'], { campaignId: `none-${run}` })).toEqual(
        [],
      );
    });

    it('when reading by type after a position, then it gives only the later events of those types', async () => {
      const { lastPosition: before } = await store.append([
        { streamId: stream('a1'), expected: 'no_stream', events: [campaignApproved(`a1-${run}`)] },
      ]);
      await store.append([
        {
          streamId: stream('a2'),
          expected: 'no_stream',
          events: [campaignFeatured(`a2-${run}`), campaignApproved(`a2-${run}`)],
        },
      ]);

      const later = (await store.readByType(['CampaignApproved'], {}, before)).filter((event) =>
        event.streamId.endsWith(run),
      );

      expect(later.map((event) => [event.streamId, event.type])).toEqual([
        [stream('a2'), 'CampaignApproved'],
      ]);
      expect(
        (await store.readByType(['CampaignApproved'], {}, later[0]!.position)).filter((event) =>
          event.streamId.endsWith(run),
        ),
      ).toEqual([]);
    });

    it('when reading by type events with personal fields, then they read opened, as from their stream', async () => {
      const userId = `u-${run}`;
      await store.append([
        {
          streamId: `user-${userId}`,
          expected: 'no_stream',
          events: [userRegistered(userId, 'Amina Njeri')],
        },
      ]);

      const [read] = await store.readByType(['UserRegistered'], { userId });

      expect(read).toMatchObject({
        streamId: `user-${userId}`,
        data: { name: 'Amina Njeri', email: 'amina@example.org', phone: '0712345678' },
      });
      expect(read).toEqual((await store.readStream(`user-${userId}`)).events[0]);
    });
  });
