import type { EventOf, EventStore } from '@harambee/events';
import { createHash } from 'node:crypto';

/** One stream per address: appended with no_stream, so an address is claimed by one account only. */
export const emailStream = (email: string) =>
  `email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export const claimEmail = (email: string, userId: string): EventOf<'EmailClaimed'> => ({
  type: 'EmailClaimed',
  data: { email: email.trim().toLowerCase(), userId },
});

/** Who holds the address now (none once its holder was erased), and the version a new claim expects. */
export const emailHolder = async (store: EventStore, email: string) => {
  const { events, version } = await store.readStream(emailStream(email));
  const userId = events.reduce<string | undefined>((holder, event) => {
    if (event.type === 'EmailClaimed') return event.data.userId;
    if (event.type === 'EmailReleased') return undefined;
    return holder;
  }, undefined);
  return { userId, expected: version === 0 ? ('no_stream' as const) : version };
};

export const userIdForEmail = async (store: EventStore, email: string) =>
  (await emailHolder(store, email)).userId;
