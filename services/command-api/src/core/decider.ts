import type { HarambeeEvent } from '@harambee/events';

export type Decider<State, Command, Event extends HarambeeEvent = HarambeeEvent> = {
  initialState: State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};

export const fold = <State, Event extends HarambeeEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly HarambeeEvent[],
): State => (events as Event[]).reduce(decider.evolve, decider.initialState);
