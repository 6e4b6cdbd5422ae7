import type { EventType, StoredEvent } from '@harambee/events';
import { disputeRules } from './disputes';
import type { Fact, Facts } from './facts';
import { giftRules } from './gift-rules';
import { payoutRules } from './payout-rules';
import { unallocatedRules } from './unallocated-rules';
import { assertBalanced, type Posting } from './posting';
import type { LedgerRule, LedgerRules } from './rules';

/** Every event the ledger reads. */
export const ledgerRules: LedgerRules = {
  ...giftRules,
  ...unallocatedRules,
  ...payoutRules,
  ...disputeRules,
};

/** The event types the ledger reads, for followers of the log that want only those. */
export const ledgerEventTypes = Object.keys(ledgerRules) as EventType[];

const ruleOf = (event: StoredEvent) => ledgerRules[event.type] as LedgerRule<EventType> | undefined;

/** The keys of the facts this event's posting reads. */
export const factsNeeded = (event: StoredEvent): string[] =>
  ruleOf(event)?.needs?.(event as never) ?? [];

export type LedgerStep = { posting: Posting | undefined; learned: Record<string, Fact> };

/**
 * The posting of one stored event, given the facts it needs, and what later postings must remember of it.
 * Throws UnbalancedPosting rather than return a posting that does not sum to zero.
 */
export const ledgerStep = (event: StoredEvent, facts: Facts): LedgerStep => {
  const rule = ruleOf(event);
  const draft = rule?.post?.(event as never, facts);
  const posting =
    draft &&
    assertBalanced({
      eventId: event.id,
      position: event.position,
      at: event.recordedAt,
      type: event.type,
      currency: 'USD',
      ...draft,
    });
  return { posting, learned: rule?.learn?.(event as never, facts) ?? {} };
};

/** The postings of a log (or any part of it that starts at its beginning), in log order. */
export const postingsOf = (events: Iterable<StoredEvent>): Posting[] => {
  const facts: Record<string, Fact> = {};
  const postings: Posting[] = [];
  for (const event of events) {
    const { posting, learned } = ledgerStep(event, facts);
    if (posting) postings.push(posting);
    Object.assign(facts, learned);
  }
  return postings;
};
