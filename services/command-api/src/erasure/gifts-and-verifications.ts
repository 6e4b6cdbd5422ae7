import { type HarambeeEvent, openEvents, personalFieldsOf } from '@harambee/events';
import type { PersonalDataVault } from '@harambee/eventstore';
import type { Sql } from '@harambee/database';

const SEALED_UNDER_ADDRESS = ['EmailVerificationRequested', 'DonationRecorded', 'CryptoPledged'];

/**
 * A person's verifications and gifts are sealed under their own subjects, tied to the person only by the
 * address they gave. Erasure is rare, so finding them by reading those events once is affordable.
 */
export const subjectsGivenWith = async (db: Sql, vault: PersonalDataVault, email: string) => {
  if (!email) return [];
  const rows = await db.query<HarambeeEvent>('select type, data from events where type = any($1::text[])', [SEALED_UNDER_ADDRESS]);
  const opened = await openEvents(vault, rows);
  const address = email.trim().toLowerCase();
  return opened
    .filter((event) => 'email' in event.data && event.data.email?.trim().toLowerCase() === address)
    .map((event) => personalFieldsOf(event)!.subject(event.data));
};
