const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today until the end date (0 when unknown or past). */
export function daysUntil(endDate: string, now: Date): number {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(end)) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((end - today) / DAY_MS));
}
