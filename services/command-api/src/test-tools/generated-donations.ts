import type { EventOf } from '@harambee/events';
import { randomUUID } from 'node:crypto';
import { DAY_MS } from '../core/clock';
import { toCents } from '../core/money';

/** Amounts a generated gift is drawn from, in dollars: the spec's list between 10 and 1500. */
export const GENERATED_AMOUNTS = [
  10, 15, 20, 25, 30, 50, 75, 100, 150, 200, 250, 300, 500, 750, 1000, 1500,
] as const;
export const GENERATED_WITHIN_DAYS = 7;

const DONORS = [
  'Grace Otieno',
  'Kofi Boateng',
  'Lindiwe Dube',
  'Ousman Ceesay',
  'Sarah Mitchell',
  'Chidi Okafor',
  'Nomsa Khumalo',
  'Abena Owusu',
];
const MESSAGES = ['', '', 'Proud to support you!', '', 'Keep going!', ''];

export type Random = () => number;

const pick = <T>(list: readonly T[], random: Random): T =>
  list[Math.floor(random() * list.length)]!;

/** One test gift to a campaign: an amount from the list, a time within the last 7 days, a donor or anonymous. */
export const generatedDonation = (
  campaignId: string,
  now: Date,
  random: Random = Math.random,
  newId: () => string = randomUUID,
): EventOf<'DonationRecorded'>['data'] => {
  const donationId = newId();
  const anonymous = random() < 0.2;
  return {
    donationId,
    paymentId: `generated_${donationId}`,
    campaignId,
    amountCents: toCents(pick(GENERATED_AMOUNTS, random)),
    donorName: anonymous ? '' : pick(DONORS, random),
    anonymous,
    message: pick(MESSAGES, random),
    email: null,
    isRecurring: false,
    recurringInterval: null,
    dedication: null,
    paymentMethod: 'generated',
    donatedAt: new Date(
      now.getTime() - Math.floor(random() * GENERATED_WITHIN_DAYS * DAY_MS),
    ).toISOString(),
  };
};
