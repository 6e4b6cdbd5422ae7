import { TooManyRequestsError } from '@harambee/platform';
import { CAMPAIGN_UPDATES_PER_DAY } from '@harambee/rules';

const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

/** When the campaign's latest updates were posted, oldest first: only as many as the daily limit needs. */
export const recentUpdates = (before: readonly string[] | undefined, postedAt: string) =>
  [...(before ?? []), postedAt].slice(-CAMPAIGN_UPDATES_PER_DAY);

/**
 * Refuses (429, in the caller's language) a campaign's update when it already posted `CAMPAIGN_UPDATES_PER_DAY`
 * in the 24 hours before `postedAt`, saying when the next one may go out.
 */
export const checkUpdateLimit = (recent: readonly string[] | undefined, postedAt: string) => {
  const oldest = recent?.length === CAMPAIGN_UPDATES_PER_DAY ? recent[0] : undefined;
  if (!oldest) return;
  const waitMs = Date.parse(oldest) + DAY_MS - Date.parse(postedAt);
  if (waitMs <= 0) return;
  const values = { limit: CAMPAIGN_UPDATES_PER_DAY, hours: Math.ceil(waitMs / HOUR_MS) };
  throw new TooManyRequestsError({ key: 'api.tooManyUpdates', values });
};
