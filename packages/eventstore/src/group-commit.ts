import { WRITES_THROUGH_A_FUNCTION, type Sql, type SqlDatabase } from '@harambee/database';
import { appendEvents, type AlongsideWrite, storeError } from './append-events';
import type { CheckedWrite } from './checked-writes';
import type { DomainEvent } from './event-catalogue';
import { EVENTS_APPENDED_CHANNEL, type LogPosition } from './event-store';

/** Past this many, the block each append runs in would overflow PostgreSQL's per-backend cache of subtransactions. */
export const MOST_APPENDS_PER_COMMIT = 50;

type Appended = { lastPosition: LogPosition };
type Waiting = {
  checked: CheckedWrite<DomainEvent, unknown>[];
  alongside?: AlongsideWrite;
  answer: (appended: Appended) => void;
  refuse: (error: unknown) => void;
};
type BatchRow = {
  n: number;
  transactionId: string | null;
  globalPosition: string | null;
  code: string | null;
  detail: string | null;
  constraint: string | null;
};

/**
 * Appends that arrive while a commit is under way wait and go together in the next one: one transaction, one
 * commit for all, each caller answered once that commit is durable. An append refused in a batch (a stream
 * version, a duplicate) is refused alone; if the batch itself fails, each of its appends is tried again alone,
 * which an append that was in fact stored answers as a retry (its event ids are all there).
 */
export const groupCommit = (db: SqlDatabase) => {
  let queue: Waiting[] = [];
  let committing = false;

  const alone = (waiting: Waiting) =>
    appendEvents(db, waiting.checked, waiting.alongside).then(waiting.answer, waiting.refuse);

  const together = async (batch: Waiting[]) => {
    const append = (sql: Sql) =>
      sql.query<BatchRow>(`${WRITES_THROUGH_A_FUNCTION}select * from append_batch($1::jsonb, $2)`, [
        JSON.stringify(batch.map((waiting) => waiting.checked)),
        EVENTS_APPENDED_CHANNEL,
      ]);
    // Without rows to write alongside, the one statement is its own transaction: one round trip, one commit.
    const answers = batch.some((waiting) => waiting.alongside)
      ? await db.transaction(async (tx) => {
          const rows = await append(tx);
          for (const row of rows) if (row.code === null) await batch[row.n - 1]!.alongside?.(tx);
          return rows;
        })
      : await append(db);
    for (const row of answers) {
      const waiting = batch[row.n - 1]!;
      if (row.code !== null) waiting.refuse(storeError(row, waiting.checked));
      else
        waiting.answer({
          lastPosition: { transactionId: row.transactionId!, globalPosition: row.globalPosition! },
        });
    }
  };

  const commitWaiting = async () => {
    committing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MOST_APPENDS_PER_COMMIT);
      queue = queue.slice(batch.length);
      if (batch.length === 1) await alone(batch[0]!);
      else await together(batch).catch(() => Promise.all(batch.map(alone)));
    }
    committing = false;
  };

  return <E extends DomainEvent, M>(checked: CheckedWrite<E, M>[], alongside?: AlongsideWrite) =>
    new Promise<Appended>((answer, refuse) => {
      queue.push({ checked, alongside, answer, refuse } as Waiting);
      if (!committing) void commitWaiting();
    });
};
