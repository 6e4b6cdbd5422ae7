import { personalFieldsOf, type EventStore } from '@harambee/events';

const SEALED_APART = [
  'EmailVerificationRequested',
  'CheckoutStarted',
  'DonationRecorded',
  'CryptoPledged',
  'CreatorFollowed',
] as const;

export type Person = { userId: string; email: string };

/**
 * A person's verifications, checkouts, gifts and pledges are sealed under subjects of their own (the
 * verification, the payment, the gift), tied to the person by the address they gave or, for what they did
 * while signed in, by the actor of the event's metadata; a gift is theirs too when its payment's checkout is.
 * Erasure and export are rare, so finding them by reading those events once is affordable.
 */
export const recordsOf = async (store: EventStore, person: Person) => {
  const address = person.email.trim().toLowerCase();
  const events = await store.readByType(SEALED_APART);
  const given = (event: (typeof events)[number]) =>
    (!!address && event.data.email?.trim().toLowerCase() === address) ||
    (event.type !== 'EmailVerificationRequested' &&
      event.metadata.actorId === person.userId &&
      event.metadata.actorRole !== 'admin');
  const checkouts = new Set(
    events.flatMap((event) =>
      event.type === 'CheckoutStarted' && given(event) ? [event.data.paymentId] : [],
    ),
  );
  return events.filter(
    (event) =>
      given(event) || (event.type === 'DonationRecorded' && checkouts.has(event.data.paymentId)),
  );
};

/** The subjects whose keys seal a person's records: destroying them erases every copy of their fields. */
export const subjectsOf = (records: Awaited<ReturnType<typeof recordsOf>>) =>
  records.map((event) => personalFieldsOf(event)!.subject(event.data));

/** Every address the person's records were given with: where the mails about them went. */
export const addressesOf = (records: Awaited<ReturnType<typeof recordsOf>>) =>
  records.flatMap((event) => (event.data.email ? [event.data.email] : []));
