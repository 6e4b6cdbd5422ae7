import type { EventMetadata } from '@harambee/events';

type Actor = Pick<EventMetadata, 'actorId' | 'actorRole'>;

/** The system and visitors go by a fixed name; anyone else by their name in the users read model (undefined here). */
export const knownActorName = ({ actorId, actorRole }: Actor) =>
  actorRole === 'system' ? 'System' : !actorId ? 'Anonymous' : undefined;

export const donorName = (data: { donorName: string; anonymous: boolean }) =>
  data.anonymous || !data.donorName.trim() ? 'Anonymous' : data.donorName;
