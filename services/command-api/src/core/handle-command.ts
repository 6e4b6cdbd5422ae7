import type { HarambeeEvent } from '@harambee/events';
import { ConcurrencyError, type EventStore, type StreamWrite } from '@harambee/eventstore';
import { type CommandContext, metadataOf } from './command-context';
import { type Decider, fold } from './decider';

const MAX_ATTEMPTS = 5;

/**
 * Reads the stream, folds it, decides and appends at the version it read. A concurrent writer
 * makes the append fail with ConcurrencyError; the whole command is then re-run on fresh state.
 */
export const retryOnConflict = async <T>(attempt: () => Promise<T>): Promise<T> => {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || tries >= MAX_ATTEMPTS) throw error;
    }
  }
};

export const handleCommand = <State, Command, Event extends HarambeeEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<{ state: State; events: Event[] }> =>
  retryOnConflict(async () => {
    const stream = await store.readStream(streamId);
    const state = fold(decider, stream.events);
    const events = decider.decide(command, state);
    if (events.length > 0) {
      await store.append([
        {
          streamId,
          expected: stream.version === 0 ? 'no_stream' : stream.version,
          events: withMetadata(events, context),
        },
      ]);
    }
    return { state: events.reduce(decider.evolve, state), events };
  });

export const withMetadata = (
  events: readonly HarambeeEvent[],
  context: CommandContext,
): StreamWrite['events'] => events.map((event) => ({ ...event, metadata: metadataOf(context) }));

/** Reads and folds a stream without writing: for decisions that depend on another aggregate. */
export const loadState = async <State, Event extends HarambeeEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
) => {
  const stream = await store.readStream(streamId);
  return { state: fold(decider, stream.events), version: stream.version };
};
