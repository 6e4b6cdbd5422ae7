import type { EventData } from '@harambee/events';
import type { ReadModel } from '../../read-model';

export type ReceivedMessage = EventData<'ContactMessageReceived'>;

export type ContactMessageChange =
  { kind: 'received'; message: ReceivedMessage } | { kind: 'erased'; messageId: string };

/** Messages from the contact form; erasure keeps the message's place, without who sent it or what it said. */
export const contactMessages: ReadModel<ContactMessageChange> = {
  name: 'contact-messages',
  tables: ['contact_messages'],
  on: {
    ContactMessageReceived: ({ data }) => [{ kind: 'received', message: data }],
    ContactMessageErased: ({ data }) => [{ kind: 'erased', messageId: data.messageId }],
  },
};
