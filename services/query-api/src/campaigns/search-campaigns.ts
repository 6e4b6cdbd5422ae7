import { categories, countries } from '@harambee/events';
import type { Sql } from '@harambee/platform';
import { z } from 'zod';
import { live } from '@harambee/read-models';
import { blankAsMissing } from '../params';
import { parseCampaign } from './campaign-listing';
import { campaignColumns, campaignFrom, daysRemainingSql } from './postgres';

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
  country: blankAsMissing(z.enum(countries, { message: 'Unknown country' }).optional()),
  minAmount: blankAsMissing(dollarsQuery),
  maxAmount: blankAsMissing(dollarsQuery),
  minDaysLeft: blankAsMissing(daysQuery),
  maxDaysLeft: blankAsMissing(daysQuery),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const cents = (amount?: number) => (amount === undefined ? null : Math.round(amount * 100));

const textQuery = `
  with q as (select case when $1::text is null then null else websearch_to_tsquery('english', $1::text) end as query)`;

/** Approved campaigns only; text matches websearch syntax against the title (weighted) and the story. */
const matching = `
  where c.status = 'approved'
    and (q.query is null or numnode(q.query) = 0 or c.search_vector @@ q.query)
    and ($2::text is null or c.category = $2::text)
    and ($3::text is null or c.country = $3::text)
    and ($4::bigint is null or c.goal_cents >= $4::bigint)
    and ($5::bigint is null or c.goal_cents <= $5::bigint)
    and ($6::int is null or ${daysRemainingSql} >= $6::int)
    and ($7::int is null or ${daysRemainingSql} <= $7::int)`;

export const searchCampaigns = async (db: Sql, query: SearchQuery) => {
  const params = [
    query.searchTerm ?? null,
    query.category === 'all' ? null : (query.category ?? null),
    query.country ?? null,
    cents(query.minAmount),
    cents(query.maxAmount),
    query.minDaysLeft ?? null,
    query.maxDaysLeft ?? null,
  ];
  const [counted] = await db.query<{ total: number }>(
    `${textQuery} select count(*)::int as total from ${live('campaigns')} c cross join q ${matching}`,
    params,
  );
  const rows = await db.query(
    `${textQuery}
     select ${campaignColumns}, coalesce(ts_rank(c.search_vector, q.query), 0) as rank
     from ${campaignFrom} cross join q ${matching}
     order by c.featured desc, rank desc, c.created_at desc, c.id
     limit $8 offset $9`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  const totalCampaigns = counted?.total ?? 0;
  const totalPages = Math.ceil(totalCampaigns / query.limit);
  return {
    campaigns: rows.map(parseCampaign),
    pagination: {
      totalCampaigns,
      totalPages,
      currentPage: query.page,
      hasNextPage: query.page < totalPages,
      hasPrevPage: query.page > 1,
    },
  };
};
