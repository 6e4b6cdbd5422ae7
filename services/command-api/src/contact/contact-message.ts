import type { EventOf } from '@harambee/events';
import { RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../core/decider';

export type ContactEvent = EventOf<'ContactMessageReceived'>;

export type ContactState = { status: 'none' } | { status: 'received'; messageId: string };

export const evolve = (_state: ContactState, event: ContactEvent): ContactState => {
  switch (event.type) {
    case 'ContactMessageReceived':
      return { status: 'received', messageId: event.data.messageId };
  }
};

export type ContactCommand = { type: 'ReceiveContactMessage'; data: EventOf<'ContactMessageReceived'>['data'] };

export const decide = (command: ContactCommand, state: ContactState): ContactEvent[] => {
  switch (command.type) {
    case 'ReceiveContactMessage':
      if (state.status !== 'none') throw new RuleBrokenError('Message already received');
      return [{ type: 'ContactMessageReceived', data: command.data }];
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

export const contactStream = (messageId: string) => `contact-${messageId}`;
