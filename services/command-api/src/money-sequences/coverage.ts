import type { StoredEvent } from '@harambee/events';

/** The money paths the sequences should reach, each counted from what a sequence's log shows it reached. */
export const PATHS = [
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
  'covered fees USD',
  'covered fees KES',
  'covered fees GHS',
  'covered fees ZAR',
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
  PaymentMismatchDetected: 'wrong amount or currency',
};

/** Adds to `counts` the paths one sequence's log reached. */
export const countPaths = (events: readonly StoredEvent[], counts: Record<string, number>) => {
  const reach = (path: MoneyPath) => void (counts[path] = (counts[path] ?? 0) + 1);
  const gifts = new Map<string, number>();
  for (const event of events) {
    const path = EVENT_PATHS[event.type];
    if (path) reach(path);
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
    if (event.type === 'DisputeClosed')
      reach(event.data.outcome === 'won' ? 'dispute won' : 'dispute lost');
  }
};

/**
 * What `npm test`'s 300 sequences (seed 26, 25 commands at most) must reach, with a margin below what they reach
 * today (in brackets); a change to the generator that starves a path fails the spec.
 */
export const FLOORS: Partial<Record<MoneyPath, number>> = {
  'payout paid': 20, // [30]
  'payout failed': 12, // [20]
  'payout outcome unknown': 12, // [20]
  'dispute opened': 35, // [51]
  'dispute partial': 15, // [22]
  'dispute won': 5, // [8]
  'dispute lost': 6, // [10]
  'dispute after payout': 25, // [37]
  'provider refund': 30, // [46]
  'covered fees USD': 12, // [19]
  'covered fees KES': 12, // [26]
  'covered fees GHS': 12, // [20]
  'covered fees ZAR': 12, // [24]
};

/** The paths reached less often than their floor, each with its count. */
export const belowFloors = (counts: Record<string, number>) =>
  Object.entries(FLOORS)
    .filter(([path, floor]) => (counts[path] ?? 0) < floor)
    .map(([path, floor]) => `${path}: ${counts[path] ?? 0} < ${floor}`);
