import { databaseTraffic, openDatabase } from '@harambee/database';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ConcurrencyError, DuplicateEventError, createPostgresEventStore, migrate } from './index';
import { campaignApproved, campaignFeatured, sampleCatalogue } from './testing/sample-events';
import {
  createServerDatabase,
  sampleStoreForTests,
  testDatabaseKinds,
} from './testing/test-databases';

const APPENDS = 20;

describe.each(testDatabaseKinds())('group commit on %s', (kind) => {
  const world = sampleStoreForTests(kind);

  const appendTo = (streamId: string, expected: 'no_stream' | number) =>
    world.store.append([{ streamId, expected, events: [campaignApproved(streamId)] }]);

  it(`when ${APPENDS} appends arrive at once, then they are stored in fewer commits than appends`, async () => {
    const before = databaseTraffic.writes;
    const streams = Array.from({ length: APPENDS }, () => `campaign-${randomUUID()}`);
    await Promise.all(streams.map((streamId) => appendTo(streamId, 'no_stream')));
    const commits = databaseTraffic.writes - before;

    const read = await world.store.readStreams(streams);
    expect(read.map((stream) => stream.version)).toEqual(streams.map(() => 1));
    expect(commits).toBeLessThan(APPENDS);
  });

  it('when one append of a batch expects a wrong version, then it alone is refused and the others are stored', async () => {
    const streams = Array.from({ length: APPENDS }, () => `campaign-${randomUUID()}`);
    const clashing = streams[APPENDS / 2]!;
    await appendTo(clashing, 'no_stream');

    const answers = await Promise.allSettled(
      streams.map((streamId) => appendTo(streamId, 'no_stream')),
    );

    const refused = answers.flatMap((answer, i) => (answer.status === 'rejected' ? [i] : []));
    expect(refused).toEqual([APPENDS / 2]);
    expect((answers[APPENDS / 2] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    const read = await world.store.readStreams(streams);
    expect(read.map((stream) => stream.version)).toEqual(streams.map(() => 1));
  });

  it('when appends of a batch write rows alongside, then only the stored ones have their rows, in the same commit', async () => {
    await world.db.exec('create table if not exists alongside_rows (stream_id text)');
    const streams = Array.from({ length: APPENDS }, () => `campaign-${randomUUID()}`);
    const clashing = streams[APPENDS / 2]!;
    await appendTo(clashing, 'no_stream');

    const answers = await Promise.allSettled(
      streams.map((streamId) =>
        world.store.append(
          [{ streamId, expected: 'no_stream', events: [campaignApproved(streamId)] }],
          (tx) => tx.query('insert into alongside_rows values ($1)', [streamId]).then(() => {}),
        ),
      ),
    );

    expect(answers.filter((answer) => answer.status === 'rejected')).toHaveLength(1);
    const rows = await world.db.query<{ stream_id: string }>(
      'select stream_id from alongside_rows where stream_id = any($1::text[]) order by 1',
      [streams],
    );
    expect(rows.map((row) => row.stream_id)).toEqual(
      streams.filter((streamId) => streamId !== clashing).sort(),
    );
  });

  it('when appends of a batch follow one another on a stream, then each is stored at the version it expected and answered with its own last event', async () => {
    const streamId = `campaign-${randomUUID()}`;
    const held = `campaign-${randomUUID()}`;
    const lead = appendTo(`campaign-${randomUUID()}`, 'no_stream');
    const ids = [randomUUID(), randomUUID()];

    const answers = await Promise.all([
      world.store.append([
        { streamId, expected: 'no_stream', events: [campaignApproved(streamId, ids[0])] },
      ]),
      world.store.append([
        { streamId, expected: 1, events: [campaignApproved(streamId, ids[1])] },
        { streamId: held, expected: 'no_stream', events: [campaignApproved(held)] },
      ]),
      world.store.append([
        { streamId, expected: 2, events: [] },
        { streamId: held, expected: 1, events: [campaignFeatured(held)] },
      ]),
    ]);
    await lead;

    const [stream, other] = await world.store.readStreams([streamId, held]);
    expect(stream!.events.map((event) => event.id)).toEqual(ids);
    expect(other!.version).toBe(2);
    expect(answers.map(({ lastPosition }) => lastPosition)).toEqual([
      stream!.events[0]!.position,
      other!.events[0]!.position,
      other!.events[1]!.position,
    ]);
  });

  it('when a batch holds a retry of a stored append and a partial repeat of it, then the retry is answered as stored and the repeat alone is refused', async () => {
    const streamId = `campaign-${randomUUID()}`;
    const id = randomUUID();
    const stored = () =>
      world.store.append([
        { streamId, expected: 'no_stream', events: [campaignApproved(streamId, id)] },
      ]);
    const first = await stored();
    const streams = Array.from({ length: 5 }, () => `campaign-${randomUUID()}`);

    const [, retry, repeat, ...others] = await Promise.allSettled([
      appendTo(`campaign-${randomUUID()}`, 'no_stream'),
      stored(),
      world.store.append([
        {
          streamId,
          expected: 1,
          events: [campaignApproved(streamId, id), campaignFeatured(streamId)],
        },
      ]),
      ...streams.map((other) => appendTo(other, 'no_stream')),
    ]);

    expect(retry).toEqual({ status: 'fulfilled', value: first });
    expect((repeat as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateEventError);
    expect(others.every((answer) => answer.status === 'fulfilled')).toBe(true);
    expect((await world.store.readStream(streamId)).events.map((event) => event.id)).toEqual([id]);
  });

  it('when two appends of a batch carry the same event id, then it is stored once and both are answered', async () => {
    const streamId = `campaign-${randomUUID()}`;
    const id = randomUUID();
    const write = () =>
      world.store.append([{ streamId, expected: 'any', events: [campaignApproved(streamId, id)] }]);
    const others = Array.from({ length: 5 }, () =>
      appendTo(`campaign-${randomUUID()}`, 'no_stream'),
    );

    const [first, second] = await Promise.all([write(), write(), ...others]);

    expect(second).toEqual(first);
    expect((await world.store.readStream(streamId)).events.map((event) => event.id)).toEqual([id]);
  });
});

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('group commit killed mid-batch (kill -9)', () => {
  const ACKED_BEFORE_KILL = 400;

  it('when the writing process is killed, then every acknowledged append is stored once and a retry of the rest stores each once', async () => {
    const database = await createServerDatabase();
    const db = await openDatabase({ databaseUrl: database.url });
    try {
      await migrate(db);
      const sent = new Map<string, { writer: number; version: number }>();
      const acked: string[] = [];
      let commitsAtLastAck = 0;
      const writer = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'testing/append-until-killed.ts'), database.url],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const killed = new Promise<void>((resolve) => writer.once('exit', () => resolve()));
      let buffered = '';
      writer.stdout!.on('data', (chunk: Buffer) => {
        const lines = (buffered + String(chunk)).split('\n');
        buffered = lines.pop()!;
        for (const line of lines) {
          const [what, id, ...numbers] = line.split(' ');
          if (what === 'sent')
            sent.set(id!, { writer: Number(numbers[0]), version: Number(numbers[1]) });
          if (what !== 'acked') continue;
          acked.push(id!);
          commitsAtLastAck = Number(numbers[0]);
          if (acked.length === ACKED_BEFORE_KILL) writer.kill('SIGKILL');
        }
      });
      await killed;

      const stored = async (ids: string[]) =>
        db.query<{ event_id: string; copies: number }>(
          'select event_id::text, count(*)::int as copies from events where event_id = any($1::uuid[]) group by 1',
          [ids],
        );
      const ackedRows = await stored(acked);
      expect(ackedRows).toHaveLength(acked.length);
      expect(ackedRows.every((row) => row.copies === 1)).toBe(true);
      // The writer answered many appends per commit: the kill did fall on batches.
      expect(commitsAtLastAck).toBeLessThan(acked.length);

      // What was sent but not answered may or may not be stored; sent again with the same ids, each is there once.
      const unanswered = [...sent].filter(([id]) => !acked.includes(id));
      expect(unanswered.length).toBeGreaterThan(0);
      const store = createPostgresEventStore(db, sampleCatalogue);
      for (const [id, { writer, version }] of unanswered)
        await store.append([
          {
            streamId: `campaign-writer-${writer}`,
            expected: version === 0 ? 'no_stream' : version,
            events: [campaignApproved(`writer-${writer}`, id)],
          },
        ]);
      const all = await stored([...sent.keys()]);
      expect(all).toHaveLength(sent.size);
      expect(all.every((row) => row.copies === 1)).toBe(true);
      const [row] = await db.query<{ gaps: number }>(
        `select count(*)::int as gaps from (
           select stream_id, max(stream_version) - count(*) as gap from events group by 1) s where gap <> 0`,
      );
      expect(row!.gaps).toBe(0);
    } finally {
      await db.close();
      await database.drop();
    }
  }, 120_000);
});
