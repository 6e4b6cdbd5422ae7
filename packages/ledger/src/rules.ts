import type { EventType, StoredEvent } from '@harambee/events';
import type { Fact, Facts } from './facts';
import type { Currency, Entry } from './posting';

export type StoredEventOf<T extends EventType> = Extract<StoredEvent, { type: T }>;

/** What one event posts, before the posting takes the event's id, place, time and type; US dollars unless named. */
export type Draft = { campaignId: string; subject: string; currency?: Currency; entries: Entry[] };

/**
 * How the ledger reads one type of event: the facts its posting needs (keys into what earlier events taught),
 * the posting it makes, and what it teaches later ones. Each part is optional.
 */
export type LedgerRule<T extends EventType> = {
  needs?: (event: StoredEventOf<T>) => string[];
  post?: (event: StoredEventOf<T>, facts: Facts) => Draft | undefined;
  learn?: (event: StoredEventOf<T>, facts: Facts) => Record<string, Fact>;
};

export type LedgerRules = { [T in EventType]?: LedgerRule<T> };
