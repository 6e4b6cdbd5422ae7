/**
 * A writer for the group commit's kill test: `WRITERS` loops, each appending to a stream of its own at the version
 * it knows, all at once so appends wait and go in one commit together. Before each append it prints `sent <id> <writer> <version>`,
 * after the store answered `acked <id> <write commits so far>`; it runs until it is killed.
 */
import { databaseTraffic, openDatabase } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import { createPostgresEventStore } from '../postgres-event-store';
import { campaignApproved, sampleCatalogue } from './sample-events';

const WRITERS = 24;

const main = async () => {
  const db = await openDatabase({ databaseUrl: process.argv[2] });
  const store = createPostgresEventStore(db, sampleCatalogue);
  const write = async (writer: number) => {
    for (let version = 0; ; version += 1) {
      const id = randomUUID();
      process.stdout.write(`sent ${id} ${writer} ${version}\n`);
      await store.append([
        {
          streamId: `campaign-writer-${writer}`,
          expected: version === 0 ? 'no_stream' : version,
          events: [campaignApproved(`writer-${writer}`, id)],
        },
      ]);
      process.stdout.write(`acked ${id} ${databaseTraffic.writes}\n`);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, writer) => write(writer)));
};

void main();
