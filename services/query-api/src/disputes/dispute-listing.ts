import {
  disputeRow,
  reconciliationDifferenceRow,
  type DisputeRow,
  type ReconciliationDifferenceRow,
} from '@harambee/read-models';
import { z } from 'zod';

/** A dispute with the title of its campaign, as the admins' list shows it. */
export const disputeListing = disputeRow.extend({ campaign_title: z.string().nullable() });
export type DisputeListing = z.infer<typeof disputeListing>;

export const differenceListing = reconciliationDifferenceRow.extend({
  campaign_title: z.string().nullable(),
});
export type DifferenceListing = z.infer<typeof differenceListing>;

const time = (at: Date | null, missing: number) => at?.getTime() ?? missing;

/**
 * Open disputes first, the nearest deadline first (one without a deadline after those with one); then the closed
 * ones, the latest closed first. Sorted here, so every store lists them alike.
 */
export const byDeadline = (a: DisputeRow, b: DisputeRow) => {
  const open = Number(b.status === 'open') - Number(a.status === 'open');
  if (open !== 0) return open;
  const when =
    a.status === 'open'
      ? time(a.evidence_due_by, Infinity) - time(b.evidence_due_by, Infinity)
      : time(b.closed_at, 0) - time(a.closed_at, 0);
  return when || a.id.localeCompare(b.id);
};

/** The latest day first, and within a day the latest found. */
export const byDayFound = (a: ReconciliationDifferenceRow, b: ReconciliationDifferenceRow) =>
  b.day.localeCompare(a.day) ||
  b.found_at.getTime() - a.found_at.getTime() ||
  a.id.localeCompare(b.id);
