import { searchQuery } from './search-query';
import {
  nativeSearch,
  searchFilter,
  searchPipeline,
  selection,
  textSearchPlan,
  type TextPlan,
} from './mongo';
import { searchedCampaigns, searchTable } from './testing/search-table';

const query = (input: Record<string, string>) => searchQuery.parse(input);
/** Approved campaigns that were not deleted: the public only ever searches those. */
const APPROVED = { status: 'approved', deleted_at: null };
const text = (search: string) => ({
  $text: { $search: search, $language: 'english', $diacriticSensitive: true },
});

const tokens = (html: string) =>
  (html.replace(/<[^>]*>/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());
/**
 * What one `$text` search of a word or a phrase finds among the table's campaigns, as MongoDB's text index with
 * accents as written would (the table holds no word whose stem differs from it).
 */
const foundAlone = (search: string) => {
  const wanted = tokens(search);
  const holds = (field: string) => {
    const words = tokens(field);
    return words.some((_, at) => wanted.every((word, offset) => words[at + offset] === word));
  };
  return new Set(
    searchedCampaigns
      .filter((campaign) => holds(campaign.title) || holds(campaign.story))
      .map((campaign) => campaign.id),
  );
};

/** The campaigns MongoDB would answer with for the plan: its own search, or each atom's finds combined. */
const answered = (plan: TextPlan) => {
  const every = searchedCampaigns.map((campaign) => campaign.id);
  const native = nativeSearch(plan);
  if (plan.groups.length === 0) return every;
  if (native?.startsWith('"')) return every.filter((id) => foundAlone(native).has(id));
  // MongoDB's own search of words finds a campaign holding any of them.
  if (native) return every.filter((id) => tokens(native).some((word) => foundAlone(word).has(id)));
  const chosen = selection(
    plan,
    plan.atoms.map((atom) => foundAlone(atom.search)),
  );
  return every.filter((id) =>
    '$in' in chosen ? chosen.$in.includes(id) : !chosen.$nin.includes(id),
  );
};

describe('campaign search in MongoDB', () => {
  it.each(searchTable)(
    'when %s is searched, then MongoDB finds what PostgreSQL finds: %p',
    (term, found) => {
      expect(answered(textSearchPlan(term)).sort()).toEqual(found);
    },
  );

  it('when a phrase stands beside a word, then each is searched alone and a campaign must hold both', () => {
    const plan = textSearchPlan('"clean water" kenya');
    expect(plan).toEqual({
      atoms: [
        { search: '"clean water"', words: ['clean', 'water'] },
        { search: 'kenya', words: ['kenya'] },
      ],
      groups: [{ must: [0, 1], mustNot: [] }],
    });
    expect(nativeSearch(plan)).toBeUndefined();
    expect(searchFilter(query({ searchTerm: '"clean water" kenya' }), { $in: ['c1'] })).toEqual({
      ...APPROVED,
      ...text('clean water kenya'),
      _id: { $in: ['c1'] },
    });
  });

  it('when only exclusions are searched, then every campaign but those holding them is kept, unranked', () => {
    const plan = textSearchPlan('-kiosk -ovens');
    expect(selection(plan, [new Set(['k']), new Set(['o', 'k'])])).toEqual({ $nin: ['k', 'o'] });
    expect(searchFilter(query({ searchTerm: '-kiosk' }), { $nin: ['k'] })).toEqual({
      ...APPROVED,
      _id: { $nin: ['k'] },
    });
  });

  it.each([
    ['pumping', 'pumping'],
    ['"water pumps"', '"water pumps"'],
    ['solar or wind', 'solar wind'],
    ['The Water', 'Water'],
  ])("when %s is searched, then MongoDB's own search of %s finds it", (term, search) => {
    expect(nativeSearch(textSearchPlan(term))).toBe(search);
    expect(searchFilter(query({ searchTerm: term }))).toEqual({ ...APPROVED, ...text(search) });
  });

  it.each(['the', 'the and of', 'or', '-the', '"of the"'])(
    'when %s leaves no word to look for, then there is no text filter: every approved campaign matches',
    (term) => {
      expect(textSearchPlan(term).groups).toEqual([]);
      expect(searchFilter(query({ searchTerm: term }))).toEqual(APPROVED);
    },
  );

  it('when a word is hyphenated, then both its words must be there, as PostgreSQL reads it', () => {
    expect(textSearchPlan('clean-water').groups).toEqual([{ must: [0, 1], mustNot: [] }]);
  });

  it('when every filter is given, then they all hold together on approved campaigns, money in cents', () => {
    expect(
      searchFilter(
        query({
          searchTerm: 'water',
          category: 'equipment',
          country: 'Kenya',
          minAmount: '100',
          maxAmount: '2000.5',
          minDaysLeft: '1',
          maxDaysLeft: '3',
        }),
      ),
    ).toEqual({
      ...APPROVED,
      ...text('water'),
      category: 'equipment',
      country: 'Kenya',
      goal_cents: { $gte: 10_000, $lte: 200_050 },
      $expr: {
        $and: [
          { $gte: [expect.objectContaining({ $max: expect.any(Array) }), 1] },
          { $lte: [expect.objectContaining({ $max: expect.any(Array) }), 3] },
        ],
      },
    });
  });

  it('when no filter is given, or the category is all, then every approved campaign matches', () => {
    expect(searchFilter(query({ category: 'all' }))).toEqual(APPROVED);
  });

  it('when a page is asked for, then the count and the page come from one pipeline, open campaigns first, then featured and best matches', () => {
    const pipeline = searchPipeline(query({ searchTerm: 'water', page: '3', limit: '5' }));
    expect(pipeline[1]!.$set.rank).toEqual({ $meta: 'textScore' });
    expect(pipeline[1]!.$set.open).toBeDefined();
    expect(pipeline[2]).toEqual({
      $sort: { open: -1, featured: -1, rank: -1, created_at: -1, _id: 1 },
    });
    expect(pipeline[3]!.$facet.total).toEqual([{ $count: 'count' }]);
    expect(pipeline[3]!.$facet.page.slice(0, 2)).toEqual([{ $skip: 10 }, { $limit: 5 }]);
  });
});
