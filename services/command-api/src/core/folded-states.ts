import type { EventStore, HarambeeEvent, StreamRead } from '@harambee/events';
import type { Decider } from './decider';

/** Enough for every campaign taking gifts at once; the one folded longest ago is dropped past it. */
const MOST_KEPT = 5_000;

export type Folded<State> = { version: number; state: State };
type Evolving<State, Event extends HarambeeEvent> = Pick<
  Decider<State, never, Event>,
  'initialState' | 'evolve'
>;

/**
 * States of one kind of stream folded at a version, per store: a later read asks only for the events after that
 * version, so a stream that has not moved is not read again. Streams never change below their version, so the
 * version alone says whether a state is current. Only for streams whose events hold no personal data: a state kept
 * here would outlive the erasure of a key.
 */
export const foldedStates = <State, Event extends HarambeeEvent>(
  decider: Evolving<State, Event>,
) => {
  const byStore = new WeakMap<EventStore, Map<string, Folded<State>>>();
  const keptBy = (store: EventStore) => {
    let kept = byStore.get(store);
    if (!kept) byStore.set(store, (kept = new Map()));
    return kept;
  };
  const keep = (kept: Map<string, Folded<State>>, streamId: string, folded: Folded<State>) => {
    if ((kept.get(streamId)?.version ?? -1) > folded.version) return;
    kept.delete(streamId);
    kept.set(streamId, folded);
    if (kept.size > MOST_KEPT) kept.delete(kept.keys().next().value!);
  };
  return {
    /**
     * Reads `streamIds` in one read, `streamId` among them only after the version its state was kept at, and gives
     * the reads (that stream's holding only the later events) with its state now.
     */
    readWith: async (store: EventStore, streamIds: string[], streamId: string) => {
      const kept = keptBy(store);
      const held = kept.get(streamId);
      const reads = await store.readStreams(
        streamIds,
        held ? { [streamId]: held.version } : undefined,
      );
      const read: StreamRead = reads[streamIds.indexOf(streamId)]!;
      const folded = {
        version: read.version,
        state: (read.events as Event[]).reduce(decider.evolve, held?.state ?? decider.initialState),
      };
      keep(kept, streamId, folded);
      return { reads, folded };
    },
    /** The state kept for the stream, if any, without reading it: a decision on it must hold the stream at its version. */
    kept: (store: EventStore, streamId: string): Folded<State> | undefined =>
      keptBy(store).get(streamId),
    /** After a clash on the stream: its next read starts from the beginning. */
    forget: (store: EventStore, streamId: string) => keptBy(store).delete(streamId),
  };
};
export type FoldedStates<State, Event extends HarambeeEvent = HarambeeEvent> = ReturnType<
  typeof foldedStates<State, Event>
>;
