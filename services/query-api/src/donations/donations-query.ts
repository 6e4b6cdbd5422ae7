import type { Words } from '@harambee/messages';
import { keyWith } from '@harambee/platform';
import { DONATIONS_PAGE_MAX } from '@harambee/rules';
import { z } from 'zod';
import { blankAsMissing } from '../params';

/** Far beyond any campaign's gifts; a bound so an offset stays an ordinary number. */
const PAGE_MAX = 100_000;

// Each key says its own bounds: a key's arguments are fixed once for all its checks (keyWith).
export const BAD_PAGE: Words = { key: 'api.query.badPage', values: { max: PAGE_MAX } };
export const BAD_LIMIT: Words = { key: 'api.query.badLimit', values: { max: DONATIONS_PAGE_MAX } };

const wholeNumber = (words: Words, max: number) => {
  const message = keyWith(words);
  return z.coerce.number({ message }).int(message).min(1, message).max(max, message);
};

/** Which page of a campaign's gifts, newest first; without either, the first hundred. */
export const donationsQuery = z.object({
  page: blankAsMissing(wholeNumber(BAD_PAGE, PAGE_MAX).default(1)),
  limit: blankAsMissing(wholeNumber(BAD_LIMIT, DONATIONS_PAGE_MAX).default(DONATIONS_PAGE_MAX)),
});
export type DonationsQuery = z.infer<typeof donationsQuery>;

/** Where a page of the gifts sits among all of them, told as the campaign search tells its pages. */
export const donationsPagination = ({ page, limit }: DonationsQuery, totalDonations: number) => {
  const totalPages = Math.ceil(totalDonations / limit);
  return {
    totalDonations,
    totalPages,
    currentPage: page,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
};
