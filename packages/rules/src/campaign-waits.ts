/**
 * The waits a creator meets, said before they start: how long review takes, and how many days a campaign has left.
 * A campaign's end date is the calendar day its creator chose at submission; review does not move it.
 */

/** Working days an admin usually needs to review a campaign; shown at creation and on the creator's dashboard. */
export const EXPECTED_REVIEW_DAYS = 2;

/** Days an admin usually needs to review a withdrawal before it is sent; shown on the wallet page. */
export const EXPECTED_WITHDRAWAL_REVIEW_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (time: number) => Math.floor(time / DAY_MS);

/** The campaign's length in whole days: from the day it was submitted to the day it ends, in UTC. */
export const campaignLengthDays = (createdAt: string | Date, endDate: string | Date) =>
  Math.max(0, utcDay(new Date(endDate).getTime()) - utcDay(new Date(createdAt).getTime()));

/**
 * Whole days left until the end (a part-day counts as one), never below 0 and never more than the campaign's length:
 * a 20-day campaign submitted this morning, ending at midnight on its 20th day, has 20 days left, not 21.
 * The SQL and MongoDB listings compute the same expression.
 */
export const daysLeft = (
  campaign: { createdAt: string | Date; endDate: string | Date },
  now: Date,
) => {
  const remaining = Math.ceil((new Date(campaign.endDate).getTime() - now.getTime()) / DAY_MS);
  return Math.max(0, Math.min(remaining, campaignLengthDays(campaign.createdAt, campaign.endDate)));
};

/** How long a campaign has waited for review, in whole days (0 on the day it was sent). */
export const waitingDays = (since: string | Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS));
