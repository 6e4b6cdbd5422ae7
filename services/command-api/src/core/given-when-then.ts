import type { HarambeeEvent } from '@harambee/events';
import type { Decider } from './decider';
import { fold } from './decider';

/** Given these events, when this command, then these events (or this error). */
export const specFor =
  <State, Command, Event extends HarambeeEvent>(decider: Decider<State, Command, Event>) =>
  (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, fold(decider, given));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (error: new (...args: never[]) => Error, message?: string | RegExp) => {
          expect(run).toThrow(error);
          if (message) expect(run).toThrow(message);
        },
      };
    },
  });
