import type { EventData } from '@harambee/events';

export type MovementKind = EventData<'ReconciliationDifferenceFound'>['movement'];
export type ReconciledProvider = EventData<'ReconciliationDifferenceFound'>['provider'];

/**
 * One movement of money, as our log or a provider's own record tells it: what moved (a gift's charge, a refund, a
 * dispute taking money back or giving it back, a payout), the provider's reference for it, how much (minor units,
 * unsigned) and when.
 */
export type Movement = {
  movement: MovementKind;
  reference: string;
  paymentId: string | null;
  campaignId: string | null;
  amountCents: number;
  currency: string;
  at: string;
};

const DAY_MS = 86_400_000;

/** A day, UTC: `[start, end)`. */
export const dayBounds = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
};

/**
 * The provider is asked for a day either side too: a charge made at 23:59:59 may be recorded by us after midnight,
 * and the other way round. Only what falls on the day itself is reported.
 */
export const windowAround = (day: string) => {
  const { start, end } = dayBounds(day);
  return { from: new Date(start.getTime() - DAY_MS), to: new Date(end.getTime() + DAY_MS) };
};

export const isOnDay = (movement: Pick<Movement, 'at'>, day: string) => {
  const { start, end } = dayBounds(day);
  const at = new Date(movement.at).getTime();
  return at >= start.getTime() && at < end.getTime();
};

/** The day before `now`, UTC, as `YYYY-MM-DD`. */
export const dayBefore = (now: Date, days = 1) =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
