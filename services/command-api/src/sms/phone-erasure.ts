import { personalFieldsOf, type StoredEvent } from '@harambee/events';
import { createPersonalDataVault } from '@harambee/eventstore';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { withMetadata } from '../core/handle-command';
import { donationStream } from '../donations/donation';
import { phoneKeyOf } from './phone-gift';

/** Words a phone texts to be forgotten, in each language it may be asked in. */
export const ERASE_WORDS = /^\s*(erase|effacer|futa)\s*$/i;

/**
 * Forgets a number as a signed-in person's erasure forgets them: its gifts are found by the keyed hash of the number
 * (`phoneKey`), and the keys sealing the number, the checkouts' and the gifts' names are destroyed, so every copy
 * reads as erased. The erasure is an event; the gifts and their money stay.
 */
export const erasePhoneNumber = async (
  deps: Pick<CommandApiDeps, 'store' | 'db' | 'config'>,
  e164: string,
  context: CommandContext,
) => {
  const phoneKey = phoneKeyOf(deps.config.emailIdKey, e164);
  const started = await deps.store.readByType(['PhoneGiftStarted'], { phoneKey });
  const paymentIds = started.map((event) => event.data.paymentId);
  const paid = (await deps.store.readStreams(paymentIds.map(donationStream))).flatMap(
    ({ events }) => events.filter((event) => event.type === 'DonationRecorded'),
  );
  const subjects = new Set(
    [...started, ...paid].map((event: StoredEvent) => personalFieldsOf(event)!.subject(event.data)),
  );
  const erased = {
    type: 'PhoneNumberErased' as const,
    data: { phoneKey, gifts: paid.length, erasedAt: context.now.toISOString() },
  };
  await deps.store.append([
    { streamId: `phone-${phoneKey}`, expected: 'any', events: withMetadata([erased], context) },
  ]);
  const vault = createPersonalDataVault(deps.db);
  for (const subject of subjects) await vault.erase(subject);
};
