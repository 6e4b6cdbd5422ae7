/**
 * `npm run bench:replay`: a log of REPLAY_EVENTS events (1,000,000 by default) on a fresh PostgreSQL database,
 * every read model rebuilt from it as `npm run projections -- rebuild` does, the rebuilt totals checked against
 * the log, and one line at the end: `replay: N events in S s (R events/s)`.
 */
import {
  createPostgresEventStore,
  type EventMetadata,
  type EventStore,
  type StreamWrite,
} from '@harambee/events';
import { LOG_START, migrate } from '@harambee/eventstore';
import { openDatabase } from '@harambee/database';
import {
  progressLine,
  REBUILD_BATCH_SIZE,
  rebuildProgress,
  rebuildProjections,
} from '@harambee/projector';
import { migrateReadModels } from '@harambee/read-models';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createScratchDatabase } from './postgres';
import { loadSettings } from './settings';

const CAMPAIGNS = 100;
const GIFTS_PER_APPEND = 2_000;

const say = (message: string) => process.stdout.write(`[bench replay] ${message}\n`);

const metadata = (actorId: string | null, actorRole: EventMetadata['actorRole']) => ({
  actorId,
  actorRole,
  correlationId: randomUUID(),
  causationId: null,
});

/** A creator and approved campaigns, as the bench's deployments start with. */
const campaignsWrites = (campaignIds: string[]): StreamWrite[] => {
  const now = new Date().toISOString();
  const creatorId = randomUUID();
  return [
    {
      streamId: `user-${creatorId}`,
      expected: 'no_stream',
      events: [
        {
          type: 'CreatorRegistered',
          data: {
            userId: creatorId,
            name: 'Replay Creator',
            email: 'replay@example.org',
            passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
            registeredAt: now,
            phone: '+254700000001',
            country: 'Kenya',
          },
          metadata: metadata(null, 'system'),
        },
      ],
    },
    ...campaignIds.map((campaignId, index): StreamWrite => ({
      streamId: `campaign-${campaignId}`,
      expected: 'no_stream',
      events: [
        {
          type: 'CampaignCreated',
          data: {
            campaignId,
            creatorId,
            title: `Replay campaign ${index + 1}`,
            story: '<p>A campaign of the replay benchmark.</p>',
            goalCents: 100_000_000,
            category: 'expansion',
            endDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
            imagePath: 'demo-campaign-1.svg',
            country: 'Kenya',
            createdAt: now,
          },
          metadata: metadata(creatorId, 'creator'),
        },
        {
          type: 'CampaignApproved',
          data: { campaignId, at: now },
          metadata: metadata(null, 'admin'),
        },
      ],
    })),
  ];
};

/** A card gift as the log holds it, with its personal fields sealed on the way in. */
const giftWrite = (campaignId: string, amountCents: number): StreamWrite => {
  const paymentId = randomUUID();
  return {
    streamId: `donation-${paymentId}`,
    expected: 'no_stream',
    events: [
      {
        type: 'DonationRecorded',
        data: {
          donationId: randomUUID(),
          paymentId,
          campaignId,
          amountCents,
          donorName: 'Replay Backer',
          anonymous: false,
          message: '',
          email: 'backer@example.org',
          isRecurring: false,
          recurringInterval: null,
          dedication: null,
          paymentMethod: 'creditCard',
          donatedAt: new Date().toISOString(),
        },
        metadata: metadata(null, 'anonymous'),
      },
    ],
  };
};

const writingProgress = (total: number, startedAt: number) => (done: number) =>
  process.stdout.write(
    `\r[bench replay] ${progressLine({ label: 'writing the log', done, share: done / total, elapsedMs: performance.now() - startedAt })}   `,
  );

/** The store's read alone, as the rebuild reads it: what a replay costs before any read model is written. */
const timeReading = async (store: EventStore) => {
  const startedAt = performance.now();
  let read = 0;
  for (let from = LOG_START; ;) {
    const events = await store.readAll(from, REBUILD_BATCH_SIZE);
    if (events.length === 0) break;
    read += events.length;
    from = events.at(-1)!.position;
  }
  const seconds = (performance.now() - startedAt) / 1000;
  say(
    `reading the log alone (personal fields opened, batches of ${REBUILD_BATCH_SIZE}): ${read} events in ${seconds.toFixed(1)} s (${Math.round(read / seconds)} events/s)`,
  );
};

const main = async () => {
  const settings = loadSettings();
  const total = Math.max(1_000, Number(process.env.REPLAY_EVENTS ?? 1_000_000));
  const scratch = await createScratchDatabase(settings.adminDatabaseUrl, 'harambee_replay');
  // Writing a million events keeps the pool busy for minutes: a wait for a connection is not a failure here.
  const db = await openDatabase({ databaseUrl: scratch.url, waitMs: 120_000 });
  try {
    await migrate(db);
    await migrateReadModels(db);
    const store = createPostgresEventStore(db);
    const campaignIds = Array.from({ length: CAMPAIGNS }, () => randomUUID());
    await store.append(campaignsWrites(campaignIds));
    const expected = new Map<string, number>(campaignIds.map((id) => [id, 0]));
    const gifts = total - 1 - 2 * CAMPAIGNS;
    const generating = writingProgress(gifts, performance.now());
    for (let written = 0; written < gifts;) {
      const writes = Array.from({ length: Math.min(GIFTS_PER_APPEND, gifts - written) }, (_, i) => {
        const campaignId = campaignIds[(written + i) % CAMPAIGNS]!;
        const amountCents = 500 + ((written + i) % 9_500);
        expected.set(campaignId, expected.get(campaignId)! + amountCents);
        return giftWrite(campaignId, amountCents);
      });
      await store.append(writes);
      written += writes.length;
      generating(written);
    }
    process.stdout.write('\n');
    const [{ events } = { events: 0 }] = await db.query<{ events: number }>(
      'select count(*)::int as events from events',
    );
    const onProgress = rebuildProgress(
      await store.head(),
      (text) => process.stdout.write(`${text.replace('\r', '\r[bench replay] ')}   `),
      true,
    );
    const startedAt = performance.now();
    await rebuildProjections({ db, store, onProgress, logDatabaseUrl: scratch.url });
    const seconds = (performance.now() - startedAt) / 1000;
    process.stdout.write('\n');
    const rows = await db.query<{ id: string; raised: string }>(
      'select id, amount_raised_cents::text as raised from read_models.campaigns where id = any($1)',
      [campaignIds],
    );
    const wrong = rows.filter((row) => Number(row.raised) !== expected.get(row.id));
    if (rows.length !== CAMPAIGNS || wrong.length > 0)
      throw new Error(
        `rebuilt totals differ from the log for ${wrong.length + CAMPAIGNS - rows.length} campaigns`,
      );
    say(`totals of ${CAMPAIGNS} campaigns match the log`);
    await timeReading(store);
    process.stdout.write(
      `replay: ${events} events in ${seconds.toFixed(1)} s (${Math.round(events / seconds)} events/s)\n`,
    );
  } finally {
    await db.close();
    await scratch.drop();
  }
};

main().catch((error) => {
  process.stderr.write(`[bench replay] failed: ${String(error?.stack ?? error)}\n`);
  process.exit(1);
});
