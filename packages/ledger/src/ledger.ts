import type { EventType, StoredEvent } from '@harambee/events';
import { disputeRules } from './disputes';
import { type Fact, factKey, type Facts } from './facts';
import { escrowSinceFailure } from './in-flight';
import { fxRules } from './fx-rules';
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
  ...fxRules,
};

/** The event types the ledger reads, for followers of the log that want only those. */
export const ledgerEventTypes = Object.keys(ledgerRules) as EventType[];

const ruleOf = (event: StoredEvent) => ledgerRules[event.type] as LedgerRule<EventType> | undefined;

/** The campaign an event is about, if it names one. */
const campaignOf = (event: StoredEvent) => {
  const { campaignId } = event.data as { campaignId?: unknown };
  return typeof campaignId === 'string' ? campaignId : undefined;
};

/**
 * Failures and reversals make good what the creator owed; payments and revisions settle it (see `in-flight.ts`): a
 * make-good a revision settled outlives a payment, whose own posting is not what the escrow gave back since.
 */
const MAKE_GOOD_STEPS: ReadonlySet<EventType> = new Set([
  'PayoutFailed',
  'PayoutReversed',
  'PayoutPaid',
]);

/**
 * The keys of the facts this event's posting reads; and its campaign's withdrawal, which counts what the escrow moves
 * while a failed payout's make-good waits.
 */
export const factsNeeded = (event: StoredEvent): string[] => {
  const needed = ruleOf(event)?.needs?.(event as never) ?? [];
  const campaignId = campaignOf(event);
  return campaignId ? [...new Set([...needed, factKey.withdrawal(campaignId)])] : needed;
};

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
  const learned = rule?.learn?.(event as never, facts) ?? {};
  const campaignId = campaignOf(event);
  if (!posting || !campaignId || MAKE_GOOD_STEPS.has(event.type)) return { posting, learned };
  // Only the campaign's withdrawal, as this event leaves it: a copy of every fact known, made for each event,
  // cost a batch of events the square of its size.
  const key = factKey.withdrawal(campaignId);
  const withdrawal = learned[key] ?? facts[key];
  if (!withdrawal) return { posting, learned };
  const since = escrowSinceFailure({ [key]: withdrawal }, campaignId, posting.entries);
  return { posting, learned: { ...learned, ...since } };
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
