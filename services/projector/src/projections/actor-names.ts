import type { EventMetadata } from '@harambee/events';
import type { Sql } from '@harambee/database';

/** The actor of an event as the users table knows them when it is projected. */
export const userName = async (tx: Sql, metadata: EventMetadata) => {
  if (metadata.actorRole === 'system') return 'System';
  if (!metadata.actorId) return 'Anonymous';
  const [user] = await tx.query<{ name: string }>('select name from users where id = $1', [
    metadata.actorId,
  ]);
  return user?.name ?? 'Unknown user';
};

export const donorName = (data: { donorName: string; anonymous: boolean }) =>
  data.anonymous || !data.donorName.trim() ? 'Anonymous' : data.donorName;
