import { personalFieldsOf, type HarambeeEvent } from '@harambee/events';
import { isSealed, openWith, sealWith, subjectOf, type PersonalDataVault } from './personal-data-vault';

type Data = Record<string, unknown>;
type Fields = NonNullable<ReturnType<typeof personalFieldsOf>>['fields'];
type Change = (value: unknown, erasedAs: string) => unknown;

/** Applies `change` to each personal field of an event's data, and to each value of a record field. */
const mapPersonal = (data: Data, fields: Fields, change: Change): Data => {
  const out = { ...data };
  for (const [field, erasedAs] of Object.entries(fields)) {
    const value = out[field];
    if (erasedAs === 'record' && value && typeof value === 'object') {
      out[field] = Object.fromEntries(Object.entries(value as Data).map(([key, inner]) => [key, change(inner, erasedAs)]));
    } else if (typeof value === 'string') {
      out[field] = change(value, erasedAs);
    }
  }
  return out;
};

const subjectsOf = (events: HarambeeEvent[]) =>
  events.flatMap((event) => {
    const personal = personalFieldsOf(event);
    return personal ? [personal.subject(event.data)] : [];
  });

/** Seals the personal fields of events about to be appended, each with its subject's key. */
export const sealEvents = async <E extends HarambeeEvent>(vault: PersonalDataVault, events: E[]): Promise<E[]> => {
  const subjects = subjectsOf(events);
  if (!subjects.length) return events;
  const keys = await vault.keys(subjects, true);
  return events.map((event) => {
    const personal = personalFieldsOf(event);
    if (!personal) return event;
    const subject = personal.subject(event.data);
    const key = keys.get(subject);
    if (!key) throw new Error(`Personal data of ${subject} was erased`);
    const seal: Change = (value, erasedAs) => {
      if (isSealed(value)) return value;
      return sealWith(key, subject, erasedAs === 'record' ? JSON.stringify(value) : String(value));
    };
    return { ...event, data: mapPersonal(event.data, personal.fields, seal) };
  });
};

/** Opens sealed fields; a field whose key was destroyed reads as its erased placeholder. */
export const openEvents = async <E extends HarambeeEvent>(vault: PersonalDataVault, events: E[]): Promise<E[]> => {
  const subjects = subjectsOf(events);
  if (!subjects.length) return events;
  const keys = await vault.keys(subjects, false);
  return events.map((event) => {
    const personal = personalFieldsOf(event);
    if (!personal) return event;
    const open: Change = (value, erasedAs) => {
      if (!isSealed(value)) return value;
      const key = keys.get(subjectOf(value));
      if (!key) return erasedAs === 'record' ? null : erasedAs;
      const opened = openWith(key, value);
      return erasedAs === 'record' ? JSON.parse(opened) : opened;
    };
    return { ...event, data: mapPersonal(event.data, personal.fields, open) };
  });
};
