import { type LogPosition, LOG_START } from '@harambee/eventstore';
import type { CommandApiDeps } from '../../core/deps';
import type { ProcessManager } from '../../core/process-manager';

/** Where the log ends now: react from here to what a test does next. */
export const endOfLog = async (deps: CommandApiDeps): Promise<LogPosition> => {
  let position = LOG_START;
  for (;;) {
    const batch = await deps.store.readAll(position, 500);
    if (batch.length === 0) return position;
    position = batch.at(-1)!.position;
  }
};

/**
 * What the runner will do, for tests: hands every event after `from` (those the reactions append too) to each
 * process manager that reacts to its type, in log order. Answers the position it reached.
 */
export const reactToLog = async (
  deps: CommandApiDeps,
  from: LogPosition,
  managers: readonly ProcessManager[],
) => {
  let position = from;
  for (;;) {
    const batch = await deps.store.readAll(position, 100);
    if (batch.length === 0) return position;
    for (const event of batch) {
      for (const manager of managers)
        if (manager.reactsTo.includes(event.type)) await manager.react(event, deps);
      position = event.position;
    }
  }
};
