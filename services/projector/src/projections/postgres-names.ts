import type { EventMetadata } from '@harambee/events';
import type { Sql } from '@harambee/database';
import { knownActorName } from './actor-names';
import { named, type PositionedEntry } from './positioned-entry';
import { insertRows, type RowsInto } from './postgres-rows';

/** The actor of an event as the users table knows them when it is projected. */
export const userName = async (tx: Sql, actor: Pick<EventMetadata, 'actorId' | 'actorRole'>) => {
  const known = knownActorName(actor);
  if (known !== undefined) return known;
  const [user] = await tx.query<{ name: string }>('select name from users where id = $1', [
    actor.actorId,
  ]);
  return user?.name ?? 'Unknown user';
};

/** Inserts entries as rows of a table, each actor named first. */
export const insertNamed = async (tx: Sql, into: RowsInto, entries: readonly PositionedEntry[]) =>
  insertRows(tx, into, await named(entries, (actor) => userName(tx, actor)));
