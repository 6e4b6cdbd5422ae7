import type { Db, Document } from 'mongodb';
import { daysRemaining, listingOf, listingStages } from '../mongo-listing';
import { categoryOf, cents, type SearchQuery } from './search-query';

const isOr = (token: string) => token.toLowerCase() === 'or';

/**
 * Web-search text as MongoDB's `$search`: phrases in quotes and `-exclusions` as they are. PostgreSQL wants
 * every word: one word is kept bare (matched by its stem), several are quoted each so all must appear
 * (as written); with `or` any word may match.
 */
export const textSearchOf = (term: string) => {
  const tokens = term.match(/-?"[^"]*"|\S+/g) ?? [];
  if (tokens.some(isOr)) return tokens.filter((token) => !isOr(token)).join(' ');
  const words = tokens.filter((token) => !token.startsWith('-') && !token.startsWith('"'));
  if (words.length < 2) return tokens.join(' ');
  return tokens.map((token) => (words.includes(token) ? `"${token}"` : token)).join(' ');
};

const range = (min?: number, max?: number) => ({
  ...(min !== undefined && { $gte: min }),
  ...(max !== undefined && { $lte: max }),
});

/** Approved campaigns inside every filter given; text by the text index on title (weighted) and story. */
export const searchFilter = (query: SearchQuery): Document => {
  const goal = range(cents(query.minAmount), cents(query.maxAmount));
  const daysLeft = [
    ...(query.minDaysLeft !== undefined ? [{ $gte: [daysRemaining, query.minDaysLeft] }] : []),
    ...(query.maxDaysLeft !== undefined ? [{ $lte: [daysRemaining, query.maxDaysLeft] }] : []),
  ];
  const category = categoryOf(query);
  const text = textSearchOf(query.searchTerm ?? '');
  return {
    status: 'approved',
    ...(text && { $text: { $search: text, $language: 'english' } }),
    ...(category && { category }),
    ...(query.country && { country: query.country }),
    ...(Object.keys(goal).length > 0 && { goal_cents: goal }),
    ...(daysLeft.length > 0 && { $expr: { $and: daysLeft } }),
  };
};

/** One round trip: how many match, and the page asked for (featured first, then best matches, then newest). */
export const searchPipeline = (query: SearchQuery): Document[] => {
  const filter = searchFilter(query);
  return [
    { $match: filter },
    { $set: { rank: filter.$text ? { $meta: 'textScore' } : 0 } },
    { $sort: { featured: -1, rank: -1, created_at: -1, _id: 1 } },
    {
      $facet: {
        total: [{ $count: 'count' }],
        page: [
          { $skip: (query.page - 1) * query.limit },
          { $limit: query.limit },
          ...listingStages,
          { $unset: 'rank' },
        ],
      },
    },
  ];
};

export const searchCampaigns = async (db: Db, query: SearchQuery) => {
  const [found] = await db
    .collection('campaigns')
    .aggregate<{ total: { count: number }[]; page: Document[] }>(searchPipeline(query))
    .toArray();
  return {
    campaigns: (found?.page ?? []).map(listingOf),
    totalCampaigns: found?.total[0]?.count ?? 0,
  };
};
