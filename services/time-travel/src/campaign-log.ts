import { comparePositions } from '@harambee/eventstore';
import type { EventStore, EventType, StoredEvent } from '@harambee/events';
import { InvalidInputError, NotFoundError } from '@harambee/platform';
import type { Moment } from './moment';

/** A campaign's history (every event naming it, in log order) and the events of the people in it. */
export type CampaignLog = { campaignId: string; history: StoredEvent[]; people: StoredEvent[] };

const inLogOrder = (events: StoredEvent[]) => {
  const byId = new Map(events.map((event) => [event.id, event]));
  return [...byId.values()].sort((a, b) => comparePositions(a.position, b.position));
};

/** Its creator and everyone who acted on it, whose names the audit trail shows. */
const peopleIn = (history: StoredEvent[]) => {
  const ids = history.flatMap((event) => [
    event.metadata.actorId,
    event.type === 'CampaignCreated' ? event.data.creatorId : null,
  ]);
  return [...new Set(ids.filter((id): id is string => !!id))];
};

/** Every event of the types the read models fold that names the campaign or a person in it; 404 when none names it. */
export const readCampaignLog = async (
  store: EventStore,
  types: readonly EventType[],
  campaignId: string,
): Promise<CampaignLog> => {
  const history = await store.readByType(types, { campaignId });
  if (history.length === 0) throw new NotFoundError({ key: 'api.campaign.notFound' });
  const people = await Promise.all(
    peopleIn(history).map((userId) => store.readByType(types, { userId })),
  );
  return { campaignId, history: inLogOrder(history), people: inLogOrder(people.flat()) };
};

/** How many of the history's events had happened at the moment; 400 for a position beyond it. */
export const positionAt = (history: StoredEvent[], moment: Moment) => {
  if ('now' in moment) return history.length;
  if ('position' in moment) {
    if (moment.position > history.length)
      throw new InvalidInputError({
        key: 'api.asOf.beyondHistory',
        values: { length: history.length },
      });
    return moment.position;
  }
  const later = history.findIndex((event) => new Date(event.recordedAt) > moment.at);
  return later === -1 ? history.length : later;
};

/** The log as it was once the history's first `position` events were written: theirs and the people's before them. */
export const logUpTo = ({ history, people }: CampaignLog, position: number) => {
  const last = history[position - 1];
  if (!last) return [];
  const before = (event: StoredEvent) => comparePositions(event.position, last.position) <= 0;
  return inLogOrder([...history.slice(0, position), ...people.filter(before)]);
};
