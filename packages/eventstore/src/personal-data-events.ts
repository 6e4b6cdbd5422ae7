import type { DomainEvent, PersonalFields } from './event-catalogue';
import type { ReadOptions, StoredEvent, StreamRead } from './event-store';
import {
  isSealed,
  openWith,
  sealWith,
  subjectOf,
  type PersonalDataVault,
  type SubjectKeys,
} from './personal-data-vault';
import { mapInTurns } from './in-turns';
import { openingOnce } from './opened-values';

type Data = Record<string, unknown>;
type Fields = PersonalFields['fields'];
type Change = (value: unknown, erasedAs: string) => unknown;
/** The catalogue's map of personal fields. */
export type PersonalFieldsOf<E extends DomainEvent> = (event: E) => PersonalFields | undefined;

/** Applies `change` to each personal field of an event's data, and to each value of a record field. */
const mapPersonal = (data: Data, fields: Fields, change: Change): Data => {
  const out = { ...data };
  for (const [field, erasedAs] of Object.entries(fields)) {
    const value = out[field];
    if (erasedAs === 'record' && value && typeof value === 'object') {
      out[field] = Object.fromEntries(
        Object.entries(value as Data).map(([key, inner]) => [key, change(inner, erasedAs)]),
      );
    } else if (typeof value === 'string') {
      out[field] = change(value, erasedAs);
    }
  }
  return out;
};

const subjectsOf = <E extends DomainEvent>(personalFieldsOf: PersonalFieldsOf<E>, events: E[]) =>
  events.flatMap((event) => {
    const personal = personalFieldsOf(event);
    return personal ? [personal.subject(event.data as Data)] : [];
  });

/** Seals the personal fields of events about to be appended, each with its subject's key. */
export const sealEvents = async <E extends DomainEvent>(
  vault: Pick<PersonalDataVault, 'keys'>,
  personalFieldsOf: PersonalFieldsOf<E>,
  events: E[],
  sealValue: typeof sealWith = sealWith,
): Promise<E[]> => {
  const subjects = subjectsOf(personalFieldsOf, events);
  if (!subjects.length) return events;
  const keys = await vault.keys(subjects, true);
  return mapInTurns(events, (event) => {
    const personal = personalFieldsOf(event);
    if (!personal) return event;
    const subject = personal.subject(event.data as Data);
    const key = keys.get(subject);
    if (!key) throw new Error(`Personal data of ${subject} was erased`);
    const seal: Change = (value, erasedAs) => {
      // An empty field erased as empty reads the same sealed or not, erased or not, and its seal (an empty
      // ciphertext) hides nothing; so it is stored as it is, without a cipher of its own.
      if (isSealed(value) || (value === '' && erasedAs === '')) return value;
      return sealValue(key, subject, erasedAs === 'record' ? JSON.stringify(value) : String(value));
    };
    return { ...event, data: mapPersonal(event.data as Data, personal.fields, seal) };
  });
};

/**
 * Opens sealed fields; a field whose key was destroyed reads as its erased placeholder. `read` holds the keys when
 * they were read with the events (same snapshot, no round trip of their own).
 */
export const openEvents = async <E extends DomainEvent>(
  vault: PersonalDataVault,
  personalFieldsOf: PersonalFieldsOf<E>,
  events: E[],
  read?: SubjectKeys,
  openValue: typeof openWith = openWith,
): Promise<E[]> => {
  const subjects = subjectsOf(personalFieldsOf, events);
  if (!subjects.length) return events;
  const keys = read ?? (await vault.keys(subjects, false));
  return mapInTurns(events, (event) => {
    const personal = personalFieldsOf(event);
    if (!personal) return event;
    const open: Change = (value, erasedAs) => {
      if (!isSealed(value)) return value;
      const key = keys.get(subjectOf(value));
      if (!key) return erasedAs === 'record' ? null : erasedAs;
      const opened = openValue(key, value);
      return erasedAs === 'record' ? JSON.parse(opened) : opened;
    };
    return { ...event, data: mapPersonal(event.data as Data, personal.fields, open) };
  });
};

/** What a store's reads go through: personal fields opened, unless the store reads them sealed. */
export const openingReads = <E extends DomainEvent, M>(
  vault: PersonalDataVault,
  {
    personalFieldsOf,
    personalData = 'opened',
  }: ReadOptions & { personalFieldsOf: PersonalFieldsOf<E> },
) => {
  const { open: openValue, seal } = openingOnce();
  const open = async <S extends StoredEvent<E, M>>(
    events: S[],
    keys?: SubjectKeys,
  ): Promise<S[]> =>
    personalData === 'sealed'
      ? events
      : openEvents(vault, personalFieldsOf, events, keys, openValue);
  const opened = async (read: StreamRead<E, M>, keys?: SubjectKeys) => ({
    ...read,
    events: await open(read.events, keys),
  });
  return { open, opened, seal };
};
