import type { HarambeeEvent } from '@harambee/events';
import type { Words } from '@harambee/messages';
import type { Decider } from './decider';
import { fold } from './decider';

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
};

/** Given these events, when this command, then these events (or this error). */
export const specFor =
  <State, Command, Event extends HarambeeEvent>(decider: Decider<State, Command, Event>) =>
  (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, fold(decider, given));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        /** The error's class and its English message, or its words (catalogue key and arguments). */
        thenThrows: (error: new (...args: never[]) => Error, said?: string | RegExp | Words) => {
          expect(run).toThrow(error);
          if (typeof said === 'string' || said instanceof RegExp) expect(run).toThrow(said);
          else if (said) expect(thrown(run)).toMatchObject({ words: said });
        },
      };
    },
  });
