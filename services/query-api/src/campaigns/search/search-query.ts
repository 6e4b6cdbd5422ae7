import { categories } from '@harambee/events';
import { COUNTRIES } from '@harambee/rules';
import { z } from 'zod';
import { blankAsMissing } from '../../params';

/** No campaign's goal is above $50000 and none runs for a year, so larger bounds filter nothing (and would overflow). */
const AMOUNT_MAX = 50_000;
const DAYS_LEFT_MAX = 365;

const number = (message: string) => z.coerce.number({ message });
const dollarsQuery = number('Amounts must be numbers')
  .min(0, 'Amounts cannot be negative')
  .max(AMOUNT_MAX, `Amounts cannot be more than ${AMOUNT_MAX}`)
  .optional();
const daysQuery = number('Days left must be a whole number')
  .int('Days left must be a whole number')
  .min(0, `Days left must be between 0 and ${DAYS_LEFT_MAX}`)
  .max(DAYS_LEFT_MAX, `Days left must be between 0 and ${DAYS_LEFT_MAX}`)
  .optional();

export const searchQuery = z.object({
  page: blankAsMissing(
    number('Invalid page').int('Invalid page').min(1, 'Invalid page').max(100_000).default(1),
  ),
  limit: blankAsMissing(
    number('Invalid limit').int('Invalid limit').min(1, 'Invalid limit').default(9),
  ).transform((limit) => Math.min(limit, 50)),
  searchTerm: blankAsMissing(z.string().trim().max(200, 'Search text is too long').optional()),
  category: blankAsMissing(
    z.enum([...categories, 'all'], { message: 'Unknown category' }).optional(),
  ),
  country: blankAsMissing(z.enum(COUNTRIES, { message: 'Unknown country' }).optional()),
  minAmount: blankAsMissing(dollarsQuery),
  maxAmount: blankAsMissing(dollarsQuery),
  minDaysLeft: blankAsMissing(daysQuery),
  maxDaysLeft: blankAsMissing(daysQuery),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** A goal bound in cents, as the read models keep money. */
export const cents = (amount?: number) =>
  amount === undefined ? undefined : Math.round(amount * 100);

/** The category to filter by: none for "all". */
export const categoryOf = (query: SearchQuery) =>
  query.category === 'all' ? undefined : query.category;

/** Where a page of the results sits among all of them. */
export const paginationOf = (query: SearchQuery, totalCampaigns: number) => {
  const totalPages = Math.ceil(totalCampaigns / query.limit);
  return {
    totalCampaigns,
    totalPages,
    currentPage: query.page,
    hasNextPage: query.page < totalPages,
    hasPrevPage: query.page > 1,
  };
};
