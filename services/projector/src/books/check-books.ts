import { comparePositions, LOG_START, type LogPosition } from '@harambee/eventstore';
import type { EventStore, StoredEvent } from '@harambee/events';
import {
  checkInvariants,
  type InvariantResult,
  postingsOf,
  storedBooksMatchLog,
} from '@harambee/ledger';
import type { StoredBooks } from './stored-books';

const PAGE = 1_000;

/** The log from its start up to a position, page by page. */
const logUpTo = async (store: EventStore, last: LogPosition) => {
  const events: StoredEvent[] = [];
  for (let after = LOG_START; ;) {
    const page = await store.readAll(after, PAGE);
    const within = page.filter((event) => comparePositions(event.position, last) <= 0);
    events.push(...within);
    if (within.length < PAGE) return events;
    after = within.at(-1)!.position;
  }
};

export type BooksCheck =
  | { status: 'checked'; events: number; results: InvariantResult[] }
  | { status: 'moving'; reason: string };

export const BOOKS_MOVING =
  'The ledger and the campaigns read models are at different places in the log (a rebuild running?); check again once they meet';

/**
 * Every invariant over the books as the pages read them (the ledger read model and the campaigns' figures), and
 * those books against the log they were projected from, up to where the projector has reached. Reads only.
 */
export const checkBooks = async (
  store: EventStore,
  checkpoints: Map<string, LogPosition>,
  books: StoredBooks,
): Promise<BooksCheck> => {
  const ledgerAt = checkpoints.get('ledger-entries') ?? LOG_START;
  const campaignsAt = checkpoints.get('campaigns') ?? LOG_START;
  if (comparePositions(ledgerAt, campaignsAt) !== 0)
    return { status: 'moving', reason: BOOKS_MOVING };
  const [events, postings, figures] = await Promise.all([
    logUpTo(store, ledgerAt),
    books.postings(),
    books.figures(),
  ]);
  const results = [
    ...checkInvariants({ events, postings, figures }),
    storedBooksMatchLog(postings, postingsOf(events)),
  ];
  return { status: 'checked', events: events.length, results };
};
