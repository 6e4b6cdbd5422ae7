import { searchQuery } from './search-query';
import { searchFilter, searchPipeline, textSearchPlan } from './mongo';

const query = (input: Record<string, string>) => searchQuery.parse(input);
/** Approved campaigns that were not deleted: the public only ever searches those. */
const APPROVED = { status: 'approved', deleted_at: null };

describe('campaign search in MongoDB', () => {
  it.each([
    ['pumping', 'pumping', []],
    ['water -kiosk', 'water -kiosk', []],
    ['"water pumps"', '"water pumps"', []],
    ['solar accra', 'solar accra', ['solar', 'accra']],
    ['pumping farmers', 'pumping farmers', ['pumping', 'farmers']],
    ['solar -gas "night market" accra', 'solar -gas "night market" accra', ['solar', 'accra']],
    ['solar or wind', 'solar wind', []],
  ])(
    'when %s is searched, then the text index is asked for %s, and each of %p must match by its stem',
    (term, search, each) => {
      expect(textSearchPlan(term)).toEqual({ search, each });
    },
  );

  it.each([
    ['the water', 'water', []],
    ['The Water and the Power', 'Water Power', ['Water', 'Power']],
    ['water or the', 'water', []],
  ])(
    'when %s holds stop words, then they are left out as PostgreSQL leaves them',
    (term, search, each) => {
      expect(textSearchPlan(term)).toEqual({ search, each });
    },
  );

  it.each(['the', 'the and of', 'or', '-kiosk'])(
    'when %s leaves no word to look for, then there is no text filter: every approved campaign matches',
    (term) => {
      expect(textSearchPlan(term)).toEqual({ each: [] });
      expect(searchFilter(query({ searchTerm: term }))).toEqual(APPROVED);
    },
  );

  it('when several words must all match, then the search keeps to the campaigns holding each of them', () => {
    expect(searchFilter(query({ searchTerm: 'solar accra' }), ['c1', 'c9'])).toEqual({
      ...APPROVED,
      $text: { $search: 'solar accra', $language: 'english' },
      _id: { $in: ['c1', 'c9'] },
    });
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
      $text: { $search: 'water', $language: 'english' },
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
