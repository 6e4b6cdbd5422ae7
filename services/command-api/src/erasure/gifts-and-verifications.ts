import { personalFieldsOf, type EventStore } from '@harambee/events';

const SEALED_UNDER_ADDRESS = [
  'EmailVerificationRequested',
  'DonationRecorded',
  'CryptoPledged',
] as const;

/**
 * A person's verifications and gifts are sealed under their own subjects, tied to the person only by the
 * address they gave. Erasure is rare, so finding them by reading those events once is affordable.
 */
export const subjectsGivenWith = async (store: EventStore, email: string) => {
  if (!email) return [];
  const address = email.trim().toLowerCase();
  return (await store.readByType(SEALED_UNDER_ADDRESS))
    .filter((event) => event.data.email?.trim().toLowerCase() === address)
    .map((event) => personalFieldsOf(event)!.subject(event.data));
};
