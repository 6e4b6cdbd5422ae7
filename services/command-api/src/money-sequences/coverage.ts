import type { StoredEvent } from '@harambee/events';
import { MODEL_RATES } from './local-money';

/** The money paths the sequences should reach, each counted from what a sequence's log shows it reached. */
export const PATHS = [
  'payouts',
  'payout paid',
  'payout duplicated',
  'payout reversed',
  'payout failed',
  'payout outcome unknown',
  'dispute opened',
  'dispute partial',
  'dispute won',
  'dispute lost',
  'dispute after payout',
  'provider refund',
  'our refund failed at provider',
  'wrong amount or currency',
  'rate changed before payout',
  'our refund webhook',
  'our refund webhook again',
  'our refund webhook late',
  'our refund webhooks reordered',
  'webhook answered 5xx',
  'covered fees USD',
  'covered fees KES',
  'covered fees GHS',
  'covered fees ZAR',
  'covered fees XOF',
  'covered fees XAF',
  'covered fees TZS',
  'covered fees UGX',
  'covered fees RWF',
  'covered fees NGN',
  'covered fees GMD',
  'stripe gift',
] as const;
export type MoneyPath = (typeof PATHS)[number];

const EVENT_PATHS: Partial<Record<string, MoneyPath>> = {
  PayoutPaid: 'payout paid',
  PayoutDuplicated: 'payout duplicated',
  PayoutReversed: 'payout reversed',
  PayoutFailed: 'payout failed',
  PayoutOutcomeUnknown: 'payout outcome unknown',
  DisputeOpened: 'dispute opened',
  ProviderRefundRecorded: 'provider refund',
  RefundReversed: 'our refund failed at provider',
  PaymentRefundReversed: 'our refund failed at provider',
  PaymentRefundedByProvider: 'provider refund',
  PaymentMismatchDetected: 'wrong amount or currency',
};

/** Adds to `counts` the paths one sequence's log reached. */
export const countPaths = (events: readonly StoredEvent[], counts: Record<string, number>) => {
  const reach = (path: MoneyPath) => void (counts[path] = (counts[path] ?? 0) + 1);
  const gifts = new Map<string, number>();
  for (const event of events) {
    const path = EVENT_PATHS[event.type];
    if (path) reach(path);
    if (path?.startsWith('payout ')) reach('payouts');
    if (event.type === 'PaymentSucceeded' && event.data.provider === 'stripe') reach('stripe gift');
    if (event.type === 'DonationRecorded') {
      gifts.set(event.data.donationId, event.data.amountCents);
      const cover = event.data.feeCover;
      if (cover) reach(`covered fees ${cover.charged.currency}` as MoneyPath);
    }
    if (event.type === 'DisputeOpened') {
      if (event.data.amountCents < (gifts.get(event.data.donationId) ?? 0))
        reach('dispute partial');
      if (event.data.afterPayout) reach('dispute after payout');
    }
    if (
      event.type === 'ExchangeRateQuoted' &&
      event.data.withdrawalId &&
      Number(event.data.value) !== Number(MODEL_RATES[event.data.to])
    )
      reach('rate changed before payout');
    if (event.type === 'DisputeClosed')
      reach(event.data.outcome === 'won' ? 'dispute won' : 'dispute lost');
  }
};

/**
 * What `npm test`'s 300 sequences (seed 26, 20 commands at most) must reach: the issue's floors for payouts (paid,
 * failed, unknown, duplicated, reversed), disputes and provider refunds, the rest with a margin below what they reach
 * today (in brackets); a change to the generator that starves a path fails the spec.
 */
export const FLOORS: Partial<Record<MoneyPath, number>> = {
  payouts: 100, // [137]
  'payout paid': 30, // [42]
  'payout duplicated': 18, // [25]
  'payout reversed': 1, // [2]
  'payout failed': 30, // [43]
  'payout outcome unknown': 18, // [25]
  'dispute opened': 50, // [58]
  'dispute partial': 28, // [40]
  'dispute won': 18, // [26]
  'dispute lost': 3, // [5]
  'dispute after payout': 14, // [21]
  'provider refund': 50, // [53]
  'wrong amount or currency': 1, // [1]
  'rate changed before payout': 12, // [18]
  'our refund webhook': 40, // [57]
  'our refund webhook again': 4, // [6]
  'our refund webhook late': 9, // [13]
  'our refund webhooks reordered': 1, // [1]
  'covered fees USD': 15, // [22]
  'covered fees KES': 14, // [20]
  'covered fees GHS': 9, // [13]
  'covered fees ZAR': 9, // [13]
};

/**
 * What `npm test`'s 200 Flutterwave sequences (seed 44, 20 commands at most) must reach: payouts through its
 * transfers and gifts covering their fees in every currency it charges (in brackets: today).
 */
export const FLUTTERWAVE_FLOORS: Partial<Record<MoneyPath, number>> = {
  payouts: 60, // [85]
  'payout paid': 14, // [21]
  'payout duplicated': 8, // [12]
  'payout failed': 20, // [28]
  'payout outcome unknown': 16, // [24]
  'covered fees XOF': 3, // [5]
  'covered fees XAF': 4, // [6]
  'covered fees TZS': 2, // [3]
  'covered fees UGX': 5, // [7]
  'covered fees RWF': 3, // [5]
  'covered fees GHS': 5, // [8]
  'covered fees KES': 4, // [6]
  'covered fees USD': 6, // [9]
};

/** The paths reached less often than their floor, each with its count. */
export const belowFloors = (counts: Record<string, number>, floors = FLOORS) =>
  Object.entries(floors)
    .filter(([path, floor]) => (counts[path] ?? 0) < floor)
    .map(([path, floor]) => `${path}: ${counts[path] ?? 0} < ${floor}`);

/**
 * What `npm test`'s 200 Stripe sequences (seed 42, 20 commands at most) must reach, above the 50 Stripe gifts,
 * 10 disputes and 10 refunds: card gifts through Stripe, its disputes, dashboard refunds, our refunds' events (late,
 * failed) and gifts covering their fees in each currency it charges (in brackets: today).
 */
export const STRIPE_FLOORS: Partial<Record<MoneyPath, number>> = {
  'stripe gift': 90, // [121]
  'dispute opened': 30, // [40]
  'dispute partial': 20, // [29]
  'dispute won': 14, // [20]
  'dispute after payout': 12, // [18]
  'provider refund': 35, // [47]
  'our refund webhook': 55, // [75]
  'our refund webhook late': 24, // [32]
  'our refund failed at provider': 20, // [28]
  payouts: 70, // [96]
  'covered fees USD': 4, // [6]
  'covered fees KES': 7, // [10]
  'covered fees ZAR': 2, // [3]
  'covered fees NGN': 1, // [2]
  'covered fees GMD': 3, // [5]
  'covered fees XOF': 3, // [5]
  'covered fees XAF': 3, // [4]
  'covered fees TZS': 2, // [3]
  'covered fees RWF': 3, // [5]
};
