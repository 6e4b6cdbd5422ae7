import type { EventOf } from '@harambee/events';
import type { EventStore } from '@harambee/eventstore';
import { createHash } from 'node:crypto';

/** One stream per address: appended with no_stream, so an address is claimed by one account only. */
export const emailStream = (email: string) =>
  `email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export const claimEmail = (email: string, userId: string): EventOf<'EmailClaimed'> => ({
  type: 'EmailClaimed',
  data: { email: email.trim().toLowerCase(), userId },
});

export const userIdForEmail = async (store: EventStore, email: string) => {
  const { events } = await store.readStream(emailStream(email));
  const claim = events.find((event) => event.type === 'EmailClaimed');
  return claim?.type === 'EmailClaimed' ? claim.data.userId : undefined;
};
