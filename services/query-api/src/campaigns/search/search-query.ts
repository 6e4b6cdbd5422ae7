import { categories } from '@harambee/events';
import { keyWith } from '@harambee/platform';
import { COUNTRIES } from '@harambee/rules';
import { z } from 'zod';
import { blankAsMissing } from '../../params';

/** No campaign's goal is above $50000 and none runs for a year, so larger bounds filter nothing (and would overflow). */
const AMOUNT_MAX = 50_000;
const DAYS_LEFT_MAX = 365;

const number = (message: string) => z.coerce.number({ message });
const DAYS_LEFT_RANGE = keyWith({ key: 'api.query.daysLeftRange', values: { max: DAYS_LEFT_MAX } });
const dollarsQuery = number('api.query.amountNumber')
  .min(0, 'api.query.negativeAmount')
  .max(AMOUNT_MAX, keyWith({ key: 'api.query.amountTooLarge', values: { max: AMOUNT_MAX } }))
  .optional();
const daysQuery = number('api.query.daysLeftWhole')
  .int('api.query.daysLeftWhole')
  .min(0, DAYS_LEFT_RANGE)
  .max(DAYS_LEFT_MAX, DAYS_LEFT_RANGE)
  .optional();

export const searchQuery = z.object({
  page: blankAsMissing(
    number('api.query.invalidPage')
      .int('api.query.invalidPage')
      .min(1, 'api.query.invalidPage')
      .max(100_000, 'api.query.invalidPage')
      .default(1),
  ),
  limit: blankAsMissing(
    number('api.query.invalidLimit')
      .int('api.query.invalidLimit')
      .min(1, 'api.query.invalidLimit')
      .default(9),
  ).transform((limit) => Math.min(limit, 50)),
  searchTerm: blankAsMissing(z.string().trim().max(200, 'api.query.searchTooLong').optional()),
  category: blankAsMissing(
    z.enum([...categories, 'all'], { message: 'api.query.unknownCategory' }).optional(),
  ),
  country: blankAsMissing(z.enum(COUNTRIES, { message: 'api.query.unknownCountry' }).optional()),
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
