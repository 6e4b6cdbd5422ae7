import type { Db, Document } from 'mongodb';
import { daysRemaining, listingOf, listingStages } from '../mongo-listing';
import { categoryOf, cents, type SearchQuery } from './search-query';
import { ENGLISH_STOP_WORDS } from './stop-words';

/** A word or a phrase in quotes, as one `$text` search finds it. */
type Atom = { search: string; words: string[] };
/** Campaigns holding every `must` atom and none of the `mustNot` ones (indexes into the plan's atoms). */
type Group = { must: number[]; mustNot: number[] };
/** What to look for: any of the groups (`or` between them, every atom of one within it). */
export type TextPlan = { atoms: Atom[]; groups: Group[] };
/** Campaigns kept by their ids: those among `$in`, or all but those in `$nin`. */
export type Selection = { $in: string[] } | { $nin: string[] };

const isOr = (token: string) => token.toLowerCase() === 'or';
/** Words PostgreSQL's search leaves out (MongoDB would look for them in phrases or drop them by another list). */
const wordsOf = (text: string) =>
  (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !ENGLISH_STOP_WORDS.has(word.toLowerCase()),
  );

/**
 * Web-search text the way PostgreSQL's `websearch_to_tsquery` reads it: `or` between groups of words and
 * `"phrases"` that must all be there, `-` before those that must not; stop words left out, and a group or the
 * whole text of stop words only left out too.
 */
export const textSearchPlan = (term: string): TextPlan => {
  const atoms: Atom[] = [];
  const atomOf = (search: string, words: string[]) => {
    const known = atoms.findIndex((atom) => atom.search === search);
    return known >= 0 ? known : atoms.push({ search, words }) - 1;
  };
  /** A phrase is one atom; bare words each one (`clean-water` wants both words, as PostgreSQL reads it). */
  const atomsOf = (token: string) => {
    const words = wordsOf(token);
    if (!token.startsWith('"')) return words.map((word) => atomOf(word, [word]));
    return words.length > 0 ? [atomOf(`"${token.replace(/"/g, '').trim()}"`, words)] : [];
  };
  const groups: Group[] = [{ must: [], mustNot: [] }];
  for (const token of term.match(/-?"[^"]*"?|\S+/g) ?? []) {
    if (isOr(token)) {
      groups.push({ must: [], mustNot: [] });
      continue;
    }
    const negated = token.startsWith('-');
    groups.at(-1)![negated ? 'mustNot' : 'must'].push(...atomsOf(negated ? token.slice(1) : token));
  }
  return {
    atoms,
    groups: groups.filter((group) => group.must.length + group.mustNot.length > 0),
  };
};

/**
 * MongoDB's own `$search` does what PostgreSQL does only for one phrase or word, or for words each alone in its
 * group (it ORs words): then it is the whole search. Otherwise each atom is searched alone and `selection` combines
 * the campaigns found.
 */
export const nativeSearch = ({ atoms, groups }: TextPlan) =>
  groups.length > 0 &&
  groups.every((group) => group.must.length === 1 && group.mustNot.length === 0) &&
  (groups.length === 1 || atoms.every((atom) => !atom.search.startsWith('"')))
    ? atoms.map((atom) => atom.search).join(' ')
    : undefined;

/** The words that rank the matches, when every group wants some (a group of exclusions only ranks nothing). */
const rankingWords = ({ atoms, groups }: TextPlan) =>
  groups.length > 0 && groups.every((group) => group.must.length > 0)
    ? [
        ...new Set(groups.flatMap((group) => group.must.flatMap((atom) => atoms[atom]!.words))),
      ].join(' ')
    : undefined;

const union = (sets: Set<string>[]) => new Set(sets.flatMap((set) => [...set]));

/**
 * The campaigns the plan finds, given the campaigns each atom finds alone: a group with atoms it must hold is a
 * list of ids; a group of exclusions only is every campaign but some, so the answer may be "all but these".
 */
export const selection = ({ groups }: TextPlan, found: Set<string>[]): Selection => {
  let kept = new Set<string>();
  let allBut: Set<string> | undefined;
  for (const { must, mustNot } of groups) {
    const excluded = union(mustNot.map((atom) => found[atom]!));
    if (must.length === 0) {
      allBut = allBut ? new Set([...allBut].filter((id) => excluded.has(id))) : excluded;
      continue;
    }
    const [first, ...others] = must.map((atom) => found[atom]!);
    const held = [...first!].filter(
      (id) => others.every((set) => set.has(id)) && !excluded.has(id),
    );
    kept = union([kept, new Set(held)]);
  }
  return allBut ? { $nin: [...allBut].filter((id) => !kept.has(id)) } : { $in: [...kept] };
};

const range = (min?: number, max?: number) => ({
  ...(min !== undefined && { $gte: min }),
  ...(max !== undefined && { $lte: max }),
});

/** Accents count as written, as in PostgreSQL's `english` configuration: `cafe` does not find `Café`. */
const text = (search: string) => ({
  $text: { $search: search, $language: 'english', $diacriticSensitive: true },
});

const APPROVED = { status: 'approved', deleted_at: null };

/**
 * Approved campaigns inside every filter given; text by the text index on title (weighted) and story: MongoDB's own
 * search where it reads the text as PostgreSQL does, else the campaigns `chosen` by searching each atom alone,
 * ranked by their wanted words.
 */
export const searchFilter = (query: SearchQuery, chosen?: Selection): Document => {
  const goal = range(cents(query.minAmount), cents(query.maxAmount));
  const daysLeft = [
    ...(query.minDaysLeft !== undefined ? [{ $gte: [daysRemaining, query.minDaysLeft] }] : []),
    ...(query.maxDaysLeft !== undefined ? [{ $lte: [daysRemaining, query.maxDaysLeft] }] : []),
  ];
  const category = categoryOf(query);
  const plan = textSearchPlan(query.searchTerm ?? '');
  const search = nativeSearch(plan) ?? (chosen && rankingWords(plan));
  return {
    ...APPROVED,
    ...(search && text(search)),
    ...(chosen && { _id: chosen }),
    ...(category && { category }),
    ...(query.country && { country: query.country }),
    ...(Object.keys(goal).length > 0 && { goal_cents: goal }),
    ...(daysLeft.length > 0 && { $expr: { $and: daysLeft } }),
  };
};

/** The count and the page asked for (open campaigns first: not ended, not past their end date; then featured, then best matches, then newest, then by id as stored). */
export const searchPipeline = (query: SearchQuery, chosen?: Selection): Document[] => {
  const filter = searchFilter(query, chosen);
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

/** The approved campaigns each atom finds alone (one `$text` query an atom: MongoDB cannot combine them). */
const foundByEach = (db: Db, { atoms }: TextPlan) => {
  const campaigns = db.collection<{ _id: string }>('campaigns');
  return Promise.all(
    atoms.map(
      async (atom) =>
        new Set(
          (
            await campaigns
              .find({ ...APPROVED, ...text(atom.search) }, { projection: { _id: 1 } })
              .toArray()
          ).map((campaign) => campaign._id),
        ),
    ),
  );
};

export const searchCampaigns = async (db: Db, query: SearchQuery) => {
  const plan = textSearchPlan(query.searchTerm ?? '');
  const chosen =
    plan.groups.length > 0 && !nativeSearch(plan)
      ? selection(plan, await foundByEach(db, plan))
      : undefined;
  const [found] = await db
    .collection('campaigns')
    .aggregate<{ total: { count: number }[]; page: Document[] }>(searchPipeline(query, chosen))
    .toArray();
  return {
    campaigns: (found?.page ?? []).map(listingOf),
    totalCampaigns: found?.total[0]?.count ?? 0,
  };
};
