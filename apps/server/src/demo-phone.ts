import {
  phoneGiftStream,
  phoneKeyOf,
  smsDeliveryStream,
  textStream,
  type CommandApiDeps,
} from '@harambee/command-api';
import type { EventMetadata, HarambeeEvent } from '@harambee/events';
import { createPersonalDataVault } from '@harambee/eventstore';
import { randomUUID } from 'node:crypto';

type PhoneSeed = {
  /** A mobile-money checkout whose prompt timed out: begun from a phone's USSD menu. */
  unpaidPaymentId: string;
  /** The number it was begun from. */
  phone: string;
  /** A creator with a whole international number, who asked to be texted, and their campaign. */
  creatorId: string;
  campaignId: string;
  at: (days: number) => string;
};

const metadata = (actorId: string | null, actorRole: EventMetadata['actorRole']) => ({
  actorId,
  actorRole,
  correlationId: randomUUID(),
  causationId: null,
});

const once = (streamId: string, events: HarambeeEvent[], meta: EventMetadata) => ({
  streamId,
  expected: 'no_stream' as const,
  events: events.map((event) => ({ ...event, metadata: meta })),
});

/**
 * Giving from a phone as the demo shows it: a gift begun from the USSD menu whose prompt timed out, its number later
 * forgotten at the phone's own asking (ERASE); a creator who asked to be texted about each gift and payout, and the
 * text about their latest gift with the gateway's delivery report. Written after the gifts, as it happened.
 */
export const seedPhoneGiving = async (deps: CommandApiDeps, seed: PhoneSeed) => {
  const phoneKey = phoneKeyOf(deps.config.emailIdKey, seed.phone);
  const latestGift = (
    await deps.store.readByType(['DonationRecorded'], { campaignId: seed.campaignId })
  ).at(-1)!;
  const smsId = `ATXid_${randomUUID()}`;
  await deps.store.append([
    once(
      phoneGiftStream(seed.unpaidPaymentId),
      [
        {
          type: 'PhoneGiftStarted',
          data: {
            paymentId: seed.unpaidPaymentId,
            phone: seed.phone,
            phoneKey,
            channel: 'ussd',
            language: 'en',
            startedAt: seed.at(-4),
          },
        },
      ],
      metadata(null, 'anonymous'),
    ),
  ]);
  await deps.store.append([
    {
      streamId: `user-${seed.creatorId}`,
      expected: 'any',
      events: [
        {
          type: 'TextAlertsChosen',
          data: { userId: seed.creatorId, gifts: true, payouts: true, chosenAt: seed.at(-3) },
          metadata: metadata(seed.creatorId, 'creator'),
        },
      ],
    },
    once(
      textStream('creatorGift', latestGift.id),
      [
        {
          type: 'SmsSent',
          data: {
            smsId,
            purpose: 'creatorGift',
            regarding: latestGift.id,
            status: 'Success',
            sentAt: seed.at(-1),
          },
        },
      ],
      metadata(null, 'system'),
    ),
    once(
      smsDeliveryStream(smsId),
      [
        {
          type: 'SmsDeliveryReported',
          data: {
            smsId,
            status: 'Success',
            failureReason: null,
            networkCode: '63902',
            reportedAt: seed.at(-1),
          },
        },
      ],
      metadata(null, 'system'),
    ),
    once(
      `phone-${phoneKey}`,
      [{ type: 'PhoneNumberErased', data: { phoneKey, gifts: 0, erasedAt: seed.at(-1) } }],
      metadata(null, 'anonymous'),
    ),
  ]);
  await createPersonalDataVault(deps.db).erase(`payment-${seed.unpaidPaymentId}`);
};
