/**
 * A reason an event stores with arguments (a provider's own words inside ours): its catalogue key and values as JSON
 * text in the event's `reason`, so each reader reads it in their language. Free of the catalogues, for the web app.
 */
import type { MessageKey } from './languages';

export type ReasonWords = { key: string; values: Record<string, string> };

export const reasonWithValues = (key: MessageKey, values: Record<string, string>) =>
  JSON.stringify({ key, values });

const isWords = (value: unknown): value is ReasonWords =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReasonWords).key === 'string' &&
  typeof (value as ReasonWords).values === 'object' &&
  (value as ReasonWords).values !== null &&
  Object.values((value as ReasonWords).values).every((item) => typeof item === 'string');

/** The key and values of a stored reason written by `reasonWithValues`; a bare key or free text has none. */
export const reasonWords = (reason: string): ReasonWords | undefined => {
  if (!reason.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(reason);
    return isWords(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};
