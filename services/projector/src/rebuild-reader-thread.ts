import { openDatabase } from '@harambee/database';
import { createPersonalDataVault } from '@harambee/eventstore';
import { createPostgresEventStore, openEvents, type StoredEvent } from '@harambee/events';
import { parentPort, workerData } from 'node:worker_threads';
import type { ReadAnswer, ReadRequest, ReaderData } from './rebuild-reader';

const { databaseUrl, folded } = workerData as ReaderData;
const foldedTypes = new Set<string>(folded);
const opening = openDatabase({ databaseUrl, poolSize: 1 }).then((db) => ({
  store: createPostgresEventStore(db, { personalData: 'sealed' }),
  vault: createPersonalDataVault(db),
}));

/**
 * A batch read sealed, then the personal fields opened of the events some projection folds, their subjects' keys
 * read by primary key in one statement: the others pass sealed, as no projection sees them.
 */
const readBatch = async ({ after, limit }: ReadRequest) => {
  const { store, vault } = await opening;
  const events = await store.readAll(after, limit);
  const opened = (
    await openEvents(
      vault,
      events.filter((event) => foldedTypes.has(event.type)),
    )
  )[Symbol.iterator]();
  return events.map((event): StoredEvent =>
    foldedTypes.has(event.type) ? opened.next().value! : event,
  );
};

/** The rebuild's log reader: answers each request, in order, with its batch. */
let reading: Promise<unknown> = Promise.resolve();
parentPort!.on('message', (request: ReadRequest) => {
  reading = reading.then(async () => {
    try {
      parentPort!.postMessage({ events: await readBatch(request) } satisfies ReadAnswer);
    } catch (error) {
      parentPort!.postMessage({
        error: String((error as Error)?.stack ?? error),
      } satisfies ReadAnswer);
    }
  });
});
