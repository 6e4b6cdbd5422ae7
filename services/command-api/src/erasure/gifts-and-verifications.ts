import { personalFieldsOf, type StoredEvent } from '@harambee/events';
import { comparePositions } from '@harambee/eventstore';
import type { CommandApiDeps } from '../core/deps';
import { donationStream } from '../donations/donation';
import {
  addressOf,
  indexPersonRecords,
  isPersonRecord,
  type Person,
  type PersonRecord,
  streamsOf,
} from './person-records';

const recordsIn = async ({ store }: CommandApiDeps, streamIds: string[]) =>
  (await store.readStreams(streamIds)).flatMap(({ events }) =>
    events.filter((event: StoredEvent) => isPersonRecord(event)),
  ) as PersonRecord[];

/**
 * A person's verifications, checkouts, gifts and pledges are sealed under subjects of their own (the
 * verification, the payment, the gift), tied to the person by the address they gave or, for what they did
 * while signed in, by the actor of the event's metadata; a gift is theirs too when its payment's checkout is.
 * They are found through the person-records index (brought up to date first, so nothing just given is missed):
 * only the person's own streams are read, however many others give.
 */
export const recordsOf = async (deps: CommandApiDeps, person: Person) => {
  await indexPersonRecords(deps);
  const address = addressOf(person.email);
  const given = (event: PersonRecord) =>
    (!!address && addressOf(event.data.email) === address) ||
    (event.type !== 'EmailVerificationRequested' &&
      event.metadata.actorId === person.userId &&
      event.metadata.actorRole !== 'admin');
  const own = (
    await recordsIn(deps, await streamsOf(deps.db, deps.config.emailIdKey, person))
  ).filter(given);
  const checkouts = new Set(
    own.flatMap((event) => (event.type === 'CheckoutStarted' ? [event.data.paymentId] : [])),
  );
  const paid = (await recordsIn(deps, [...checkouts].map(donationStream))).filter(
    (event) => event.type === 'DonationRecorded' && checkouts.has(event.data.paymentId),
  );
  const byId = new Map([...own, ...paid].map((event) => [event.id, event]));
  return [...byId.values()].sort((a, b) => comparePositions(a.position, b.position));
};

/** The subjects whose keys seal a person's records: destroying them erases every copy of their fields. */
export const subjectsOf = (records: Awaited<ReturnType<typeof recordsOf>>) =>
  records.map((event) => personalFieldsOf(event)!.subject(event.data));

/** Every address the person's records were given with: where the mails about them went. */
export const addressesOf = (records: Awaited<ReturnType<typeof recordsOf>>) =>
  records.flatMap((event) => (event.data.email ? [event.data.email] : []));
