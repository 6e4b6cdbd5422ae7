import type { EventStore, HarambeeEvent, StreamRead, StreamWrite } from '@harambee/events';
import { type AlongsideWrite, ConcurrencyError } from '@harambee/eventstore';
import { type CommandContext, metadataOf } from './command-context';
import { type Decider, fold } from './decider';
import type { FoldedStates } from './folded-states';

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

/** A stream the decision was made on without writing to it: the append holds it at the version read. */
type Held = { streamId: string; version: number };

const holding = ({ streamId, version }: Held): StreamWrite => ({
  streamId,
  expected: version || 'no_stream',
  events: [],
});

/** Folds a stream read at `stream.version`, decides, and appends what was decided at that version. */
const decideAndAppend = async <State, Command, Event extends HarambeeEvent>(
  store: EventStore,
  streamId: string,
  stream: StreamRead,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  alongside?: AlongsideWrite,
  held?: Held,
): Promise<{ state: State; events: Event[] }> => {
  const state = fold(decider, stream.events);
  const events = decider.decide(command, state);
  if (events.length > 0) {
    await store.append(
      [
        {
          streamId,
          expected: stream.version === 0 ? 'no_stream' : stream.version,
          events: withMetadata(events, context),
        },
        ...(held ? [holding(held)] : []),
      ],
      alongside,
    );
  }
  return { state: events.reduce(decider.evolve, state), events };
};

/** `alongside` writes other rows (a mail in the outbox) in the append's transaction, only if events are appended. */
export const handleCommand = <State, Command, Event extends HarambeeEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  alongside?: AlongsideWrite,
): Promise<{ state: State; events: Event[] }> =>
  retryOnConflict(async () =>
    decideAndAppend(
      store,
      streamId,
      await store.readStream(streamId),
      decider,
      command,
      context,
      alongside,
    ),
  );

/** Another aggregate a decision depends on: its stream and how to fold it. */
export type Dependency<State, Event extends HarambeeEvent = HarambeeEvent> = {
  streamId: string;
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>;
  /** Where its state is kept by version, if it is: then only what came after is read. */
  folded?: FoldedStates<State, Event>;
};

/** A command on `streamId` built from another aggregate's state (`commandFor`), decided by `decider`. */
type CommandWithDependency = <
  State,
  Command,
  Event extends HarambeeEvent,
  DependencyState,
  DependencyEvent extends HarambeeEvent,
>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  dependency: Dependency<DependencyState, DependencyEvent>,
  commandFor: (dependencyState: DependencyState) => Command,
  context: CommandContext,
) => Promise<{ state: State; events: Event[] }>;

/** Both streams in one read, the other one folded (from its kept state, when it is kept). */
const readWithDependency = async <State, Event extends HarambeeEvent>(
  store: EventStore,
  streamId: string,
  dependency: Dependency<State, Event>,
) => {
  const streamIds = [streamId, dependency.streamId];
  if (dependency.folded) {
    const { reads, folded } = await dependency.folded.readWith(
      store,
      streamIds,
      dependency.streamId,
    );
    return { stream: reads[0]!, other: folded };
  }
  const [stream, other] = await store.readStreams(streamIds);
  return {
    stream: stream!,
    other: { state: fold(dependency.decider, other!.events), version: other!.version },
  };
};

/**
 * As handleCommand, for a command built from another aggregate's state: both streams come in one read, and the
 * append holds the other stream at the version read, so a change of it in between (a campaign that ended while a
 * gift was being recorded) makes the command run again on what it became.
 */
export const handleCommandWith: CommandWithDependency = (
  store,
  streamId,
  decider,
  dependency,
  commandFor,
  context,
) =>
  retryOnConflict(async () => {
    const { stream, other } = await readWithDependency(store, streamId, dependency);
    const command = commandFor(other.state);
    const held = { streamId: dependency.streamId, version: other.version };
    try {
      return await decideAndAppend(
        store,
        streamId,
        stream,
        decider,
        command,
        context,
        undefined,
        held,
      );
    } catch (error) {
      if (error instanceof ConcurrencyError && error.streamId === dependency.streamId)
        dependency.folded?.forget(store, dependency.streamId);
      throw error;
    }
  });

/**
 * As handleCommandWith, for a command that starts its stream (a payment's gift): the first try reads nothing, and
 * decides on a new stream and the other aggregate's kept state, which the append checks (the stream must not exist,
 * the other must still be at the kept version). Anything but a clean append (a clash, a refusal, nothing to append:
 * a repeat, or a state that moved on) is run again as handleCommandWith, on what the streams hold.
 */
export const startStreamWith: CommandWithDependency = async (
  store,
  streamId,
  decider,
  dependency,
  commandFor,
  context,
) => {
  const kept = dependency.folded?.kept(store, dependency.streamId);
  if (kept) {
    const started = await decideAndAppend(
      store,
      streamId,
      { version: 0, events: [] },
      decider,
      commandFor(kept.state),
      context,
      undefined,
      { streamId: dependency.streamId, version: kept.version },
    ).catch(() => undefined);
    if (started && started.events.length > 0) return started;
  }
  return handleCommandWith(store, streamId, decider, dependency, commandFor, context);
};

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
