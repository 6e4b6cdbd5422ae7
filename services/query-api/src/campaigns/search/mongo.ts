import type { Db, Document } from 'mongodb';
import { daysRemaining, listingOf, listingStages } from '../mongo-listing';
import { categoryOf, cents, type SearchQuery } from './search-query';
import { ENGLISH_STOP_WORDS } from './stop-words';

const isOr = (token: string) => token.toLowerCase() === 'or';
const isWord = (token: string) => !token.startsWith('-') && !token.startsWith('"');
/** A word PostgreSQL's search leaves out; MongoDB would look for it (phrases) or drop it by another list. */
const isStopWord = (token: string) => ENGLISH_STOP_WORDS.has(token.toLowerCase());

/**
 * Web-search text as MongoDB's `$search`, finding what PostgreSQL's `websearch_to_tsquery` finds. Its stop words go
 * first: text of stop words only searches nothing, as there. Bare words are matched by their stem; PostgreSQL
 * wants every one (`each`: one `$text` query per word, whose matches are intersected), or any with `or`.
 * Phrases in quotes and `-exclusions` go as they are. `search` is what ranks the matches; none when no word is left.
 */
export const textSearchPlan = (term: string): { search?: string; each: string[] } => {
  const tokens = term.match(/-?"[^"]*"|\S+/g) ?? [];
  const anyWord = tokens.some(isOr);
  const kept = tokens.filter((token) => !isOr(token) && !isStopWord(token));
  if (!kept.some((token) => !token.startsWith('-'))) return { each: [] };
  const words = kept.filter(isWord);
  return { search: kept.join(' '), each: !anyWord && words.length > 1 ? words : [] };
};

const range = (min?: number, max?: number) => ({
  ...(min !== undefined && { $gte: min }),
  ...(max !== undefined && { $lte: max }),
});

/**
 * Approved campaigns inside every filter given; text by the text index on title (weighted) and story, among `ids`
 * when several words must all match.
 */
export const searchFilter = (query: SearchQuery, ids?: string[]): Document => {
  const goal = range(cents(query.minAmount), cents(query.maxAmount));
  const daysLeft = [
    ...(query.minDaysLeft !== undefined ? [{ $gte: [daysRemaining, query.minDaysLeft] }] : []),
    ...(query.maxDaysLeft !== undefined ? [{ $lte: [daysRemaining, query.maxDaysLeft] }] : []),
  ];
  const category = categoryOf(query);
  const { search } = textSearchPlan(query.searchTerm ?? '');
  return {
    status: 'approved',
    deleted_at: null,
    ...(search && { $text: { $search: search, $language: 'english' } }),
    ...(ids && { _id: { $in: ids } }),
    ...(category && { category }),
    ...(query.country && { country: query.country }),
    ...(Object.keys(goal).length > 0 && { goal_cents: goal }),
    ...(daysLeft.length > 0 && { $expr: { $and: daysLeft } }),
  };
};

/** The count and the page asked for (open campaigns first: not ended, not past their end date; then featured, then best matches, then newest, then by id as stored). */
export const searchPipeline = (query: SearchQuery, ids?: string[]): Document[] => {
  const filter = searchFilter(query, ids);
  return [
    { $match: filter },
    {
      $set: {
        rank: filter.$text ? { $meta: 'textScore' } : 0,
        open: {
          $and: [{ $eq: [{ $ifNull: ['$outcome', null] }, null] }, { $gt: [daysRemaining, 0] }],
        },
      },
    },
    { $sort: { open: -1, featured: -1, rank: -1, created_at: -1, _id: 1 } },
    {
      $facet: {
        total: [{ $count: 'count' }],
        page: [
          { $skip: (query.page - 1) * query.limit },
          { $limit: query.limit },
          ...listingStages,
          { $unset: ['rank', 'open'] },
        ],
      },
    },
  ];
};

/** The approved campaigns holding every one of the words, by stem: one `$text` query a word (MongoDB ORs words). */
const holdingEvery = async (db: Db, words: string[]) => {
  const campaigns = db.collection<{ _id: string }>('campaigns');
  const matches = await Promise.all(
    words.map(async (word) =>
      (
        await campaigns
          .find(
            {
              status: 'approved',
              deleted_at: null,
              $text: { $search: word, $language: 'english' },
            },
            { projection: { _id: 1 } },
          )
          .toArray()
      ).map((campaign) => campaign._id),
    ),
  );
  return matches.reduce((common, ids) => common.filter((id) => ids.includes(id)));
};

export const searchCampaigns = async (db: Db, query: SearchQuery) => {
  const { each } = textSearchPlan(query.searchTerm ?? '');
  const ids = each.length > 0 ? await holdingEvery(db, each) : undefined;
  const [found] = await db
    .collection('campaigns')
    .aggregate<{ total: { count: number }[]; page: Document[] }>(searchPipeline(query, ids))
    .toArray();
  return {
    campaigns: (found?.page ?? []).map(listingOf),
    totalCampaigns: found?.total[0]?.count ?? 0,
  };
};
