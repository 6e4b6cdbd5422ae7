export const DURATION_MAX_DAYS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The end dates a campaign may have, as YYYY-MM-DD: tomorrow up to 20 days ahead.
 * Counted in UTC days, as the server counts them, so a date offered here is never refused there.
 */
export function endDateBounds(now: Date): { min: string; max: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { min: isoDay(today + DAY_MS), max: isoDay(today + DURATION_MAX_DAYS * DAY_MS) };
}

/** Whole days from today until the end date (0 when unknown or past). */
export function daysUntil(endDate: string, now: Date): number {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(end)) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((end - today) / DAY_MS));
}
