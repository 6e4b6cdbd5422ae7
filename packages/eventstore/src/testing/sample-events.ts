import { MalformedEventError, UnknownEventError, type EventCatalogue } from '../event-catalogue';
import {
  LOG_START,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type StoredEvent,
} from '../event-store';

/**
 * The store's own sample catalogue: a few events of every kind the store handles (plain, and with personal
 * fields), so its tests hold whatever catalogue a caller gives it.
 */
const fieldsOf = {
  CampaignApproved: ['campaignId', 'at'],
  CampaignFeatured: ['campaignId', 'at'],
  UserRegistered: ['userId', 'name', 'email', 'phone', 'country'],
} as const;

type Fields<T extends keyof typeof fieldsOf> = Record<(typeof fieldsOf)[T][number], string>;
export type SampleEvent = {
  [T in keyof typeof fieldsOf]: { type: T; data: Fields<T> };
}[keyof typeof fieldsOf];
export type SampleMetadata = {
  actorId: string | null;
  actorRole: 'admin' | 'system';
  correlationId: string;
  causationId: string | null;
};
export type SampleStore = EventStore<SampleEvent, SampleMetadata>;
export type StoredSample = StoredEvent<SampleEvent, SampleMetadata>;
type NewSample<T extends SampleEvent['type']> = NewEvent<
  Extract<SampleEvent, { type: T }>,
  SampleMetadata
>;

const isKnown = (type: string): type is SampleEvent['type'] => Object.hasOwn(fieldsOf, type);
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);
const metadataChecks: [keyof SampleMetadata, (value: unknown) => boolean][] = [
  ['actorId', isTextOrNull],
  ['actorRole', (value) => value === 'admin' || value === 'system'],
  ['correlationId', isText],
  ['causationId', isTextOrNull],
];

export const sampleCatalogue: EventCatalogue<SampleEvent, SampleMetadata> = {
  parse: ({ type, schemaVersion, data }) => {
    if (!isKnown(type) || schemaVersion !== 1) throw new UnknownEventError(type, schemaVersion);
    const given = (data ?? {}) as Record<string, unknown>;
    const missing = fieldsOf[type].filter((field) => !isText(given[field]));
    if (missing.length) throw new MalformedEventError(type, `${missing.join(', ')} must be text`);
    return {
      type,
      data: Object.fromEntries(fieldsOf[type].map((field) => [field, given[field]])),
    } as SampleEvent;
  },
  schemaVersionOf: () => 1,
  parseMetadata: (metadata) => {
    const given = (metadata ?? {}) as Record<string, unknown>;
    const wrong = metadataChecks
      .filter(([field, valid]) => !valid(given[field]))
      .map(([field]) => field);
    if (wrong.length) throw new Error(`${wrong.join(', ')} missing or invalid`);
    return Object.fromEntries(
      metadataChecks.map(([field]) => [field, given[field]]),
    ) as SampleMetadata;
  },
  personalFieldsOf: (event) =>
    event.type === 'UserRegistered'
      ? {
          subject: (data) => `user-${String(data.userId)}`,
          fields: { name: 'Erased user', email: '', phone: '' },
        }
      : undefined,
};

export const adminMetadata: SampleMetadata = {
  actorId: 'admin-1',
  actorRole: 'admin',
  correlationId: 'correlation-1',
  causationId: null,
};

export const campaignApproved = (
  campaignId: string,
  id?: string,
): NewSample<'CampaignApproved'> => ({
  type: 'CampaignApproved',
  data: { campaignId, at: '2026-11-22T10:00:00.000Z' },
  metadata: adminMetadata,
  ...(id ? { id } : {}),
});

export const campaignFeatured = (campaignId: string): NewSample<'CampaignFeatured'> => ({
  type: 'CampaignFeatured',
  data: { campaignId, at: '2026-11-22T11:00:00.000Z' },
  metadata: adminMetadata,
});

export const userRegistered = (userId: string, name: string): NewSample<'UserRegistered'> => ({
  type: 'UserRegistered',
  data: { userId, name, email: 'amina@example.org', phone: '0712345678', country: 'Kenya' },
  metadata: adminMetadata,
});

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the check holds; the test's own timeout bounds the wait. */
export const eventually = async (check: () => boolean | Promise<boolean>) => {
  while (!(await check())) await sleep(20);
};

/**
 * What `read` gives once it holds `count` events (as `events` tells them): the log is read below the oldest
 * transaction in flight on the whole server, which another test's database (another lane's, on a shared server) may
 * hold back for a moment.
 */
export const readOnceThere = async <T>(
  read: () => Promise<T>,
  events: (seen: T) => readonly unknown[],
  count: number,
): Promise<T> => {
  let seen = await read();
  while (events(seen).length < count) {
    await sleep(20);
    seen = await read();
  }
  return seen;
};

/** The log's first `count` events, once a reader sees them all (see `readOnceThere`). */
export const readLogOf = <E>(
  store: { readAll(from: LogPosition, limit: number): Promise<E[]> },
  count: number,
): Promise<E[]> =>
  readOnceThere(
    () => store.readAll(LOG_START, count),
    (events) => events,
    count,
  );
