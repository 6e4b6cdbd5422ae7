import type { EventType, StoredEvent } from '@harambee/events';
import type { CommandContext } from './command-context';
import type { CommandApiDeps } from './deps';

/**
 * What a reaction answers when the event was none of its business (texting off, not a phone's gift): with nothing
 * asked of a provider, a repeat after a crash does nothing again, so the runner saves its place with the batch's.
 */
export const NOTHING_DONE = 'nothing done';

/**
 * Reacts to events of the log by issuing commands; its steps are events too. The runner hands it every event
 * of `reactsTo` after its checkpoint, at least once and in log order: `react` must be idempotent (an expected
 * version or a stream per step makes a repeat a no-op) and throws to be retried later from the same event.
 */
export type ProcessManager = {
  /** The checkpoint's key: stable across releases. */
  name: string;
  reactsTo: readonly EventType[];
  /** Where a first run starts: the whole log (default), or its head, for reactions that must not reach the past (mail). */
  startsFrom?: 'beginning' | 'now';
  /**
   * When its place is saved: after each reaction (the default, for reactions that ask a provider), or once a
   * batch, for reactions that only append at an expected version, where a repeat after a crash is a no-op.
   */
  savesPlace?: 'after-each-reaction' | 'per-batch';
  /** Answers NOTHING_DONE when it asked no one and appended nothing, so its place need not be saved after it. */
  react(event: StoredEvent, deps: CommandApiDeps): Promise<void | typeof NOTHING_DONE>;
  /**
   * Reacts to all of a batch's events (those of `reactsTo` after its place, in log order) in one step, where that
   * costs far fewer round trips than one reaction each; for managers whose place is saved once a batch.
   */
  reactToAll?(events: StoredEvent[], deps: CommandApiDeps): Promise<void>;
};

/**
 * Thrown by a reaction that waits for another process's step (not a failure): the runner tries the same event
 * again after `waitMs`, which does not grow as a failure's backoff does, and logs the wait as such.
 */
export class NotYet extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotYet';
  }
}

/** Work due by the clock rather than by an event (campaigns past their end date); one process runs it at a time. */
export type ScheduledJob = {
  name: string;
  everyMs: number;
  run(deps: CommandApiDeps): Promise<void>;
};

/** The context of a command a process manager issues: the system, caused by the event it reacts to. */
export const reactionContext = (event: StoredEvent, now: Date): CommandContext => ({
  system: true,
  correlationId: event.metadata.correlationId,
  causationId: event.id,
  now,
});
