import type { Sql } from '@harambee/database';
import { live } from '@harambee/read-models';
import { parseCampaign } from '../campaign-listing';
import { campaignColumns, campaignFrom, daysRemainingSql } from '../postgres-listing';
import { categoryOf, cents, type SearchQuery } from './search-query';

const textQuery = `
  with q as (select case when $1::text is null then null else websearch_to_tsquery('english', $1::text) end as query)`;

/** Approved campaigns only; text matches websearch syntax against the title (weighted) and the story. */
const matching = `
  where c.status = 'approved' and c.deleted_at is null
    and (q.query is null or numnode(q.query) = 0 or c.search_vector @@ q.query)
    and ($2::text is null or c.category = $2::text)
    and ($3::text is null or c.country = $3::text)
    and ($4::bigint is null or c.goal_cents >= $4::bigint)
    and ($5::bigint is null or c.goal_cents <= $5::bigint)
    and ($6::int is null or ${daysRemainingSql} >= $6::int)
    and ($7::int is null or ${daysRemainingSql} <= $7::int)`;

/** Still taking gifts: not ended and not past its end date. */
const openFirst = `(c.outcome is null and ${daysRemainingSql} > 0) desc`;

/**
 * A page of the approved campaigns the search finds (open ones first, then featured, then best matches, then newest, then by id in
 * byte order, as MongoDB orders them whatever the database's collation), and how many it finds.
 */
export const searchCampaigns = async (db: Sql, query: SearchQuery) => {
  const params = [
    query.searchTerm ?? null,
    categoryOf(query) ?? null,
    query.country ?? null,
    cents(query.minAmount) ?? null,
    cents(query.maxAmount) ?? null,
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
     order by ${openFirst}, c.featured desc, rank desc, c.created_at desc, c.id collate "C"
     limit $8 offset $9`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  return { campaigns: rows.map(parseCampaign), totalCampaigns: counted?.total ?? 0 };
};
