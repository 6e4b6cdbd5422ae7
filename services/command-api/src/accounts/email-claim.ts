import type { EventOf, EventStore, HarambeeEvent } from '@harambee/events';
import { createHash, createHmac } from 'node:crypto';

/** What finds an address's claim: the store, and the server's key that names claim streams. */
export type EmailClaims = { store: EventStore; config: { emailIdKey: string } };

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * One stream per address: appended with no_stream, so an address is claimed by one account only. Named by a
 * keyed hash, so a stream id cannot be matched to an address by hashing guesses.
 */
export const emailStream = (key: string, email: string) =>
  `email-${createHmac('sha256', key).update(normalised(email)).digest('hex')}`;

/** How claim streams were named before the keyed hash: read until every one is migrated. */
export const legacyEmailStream = (email: string) =>
  `email-${createHash('sha256').update(normalised(email)).digest('hex')}`;

export const claimEmail = (email: string, userId: string): EventOf<'EmailClaimed'> => ({
  type: 'EmailClaimed',
  data: { email: normalised(email), userId },
});

const holderOf = (events: HarambeeEvent[]) =>
  events.reduce<string | undefined>((holder, event) => {
    if (event.type === 'EmailClaimed') return event.data.userId;
    if (event.type === 'EmailReleased') return undefined;
    return holder;
  }, undefined);

/**
 * Who holds the address now (none once its holder was erased), and the version a new claim expects. An address
 * whose keyed stream is still empty is held by its legacy stream's claim, so it is never claimed twice.
 */
export const emailHolder = async ({ store, config }: EmailClaims, email: string) => {
  const [keyed, legacy] = await store.readStreams([
    emailStream(config.emailIdKey, email),
    legacyEmailStream(email),
  ]);
  const userId = holderOf(keyed!.version > 0 ? keyed!.events : legacy!.events);
  return { userId, expected: keyed!.version === 0 ? ('no_stream' as const) : keyed!.version };
};

export const userIdForEmail = async (claims: EmailClaims, email: string) =>
  (await emailHolder(claims, email)).userId;
