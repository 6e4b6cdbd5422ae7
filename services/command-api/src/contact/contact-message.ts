import type { EventOf } from '@harambee/events';
import { NotFoundError, RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../core/decider';

export type ContactEvent = EventOf<'ContactMessageReceived' | 'ContactMessageErased'>;

export type ContactState =
  { status: 'none' } | { status: 'received' | 'erased'; messageId: string };

export const evolve = (_state: ContactState, event: ContactEvent): ContactState => {
  switch (event.type) {
    case 'ContactMessageReceived':
      return { status: 'received', messageId: event.data.messageId };
    case 'ContactMessageErased':
      return { status: 'erased', messageId: event.data.messageId };
  }
};

export type ContactCommand =
  | { type: 'ReceiveContactMessage'; data: EventOf<'ContactMessageReceived'>['data'] }
  | { type: 'EraseContactMessage'; data: EventOf<'ContactMessageErased'>['data'] };

export const decide = (command: ContactCommand, state: ContactState): ContactEvent[] => {
  switch (command.type) {
    case 'ReceiveContactMessage':
      if (state.status !== 'none') throw new RuleBrokenError({ key: 'api.contactMessage.exists' });
      return [{ type: 'ContactMessageReceived', data: command.data }];
    case 'EraseContactMessage':
      if (state.status === 'none') throw new NotFoundError({ key: 'api.contactMessage.notFound' });
      if (state.status === 'erased') return [];
      return [{ type: 'ContactMessageErased', data: command.data }];
    default: {
      const unknown: never = command;
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
