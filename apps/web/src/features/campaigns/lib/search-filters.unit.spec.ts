import {
  activeFilterCount,
  filterSliders,
  pageItems,
  parseSearch,
  toSearchQuery,
} from './search-filters';

describe('search address state', () => {
  it('when the address holds filters, then they are read back as the same search', () => {
    const query = new URLSearchParams(
      'searchTerm=solar&category=equipment&country=Kenya&minAmount=500&maxAmount=20000&minDaysLeft=2&maxDaysLeft=10&page=3',
    );
    const params = parseSearch(query);
    expect(params).toEqual({
      page: 3,
      searchTerm: 'solar',
      category: 'equipment',
      country: 'Kenya',
      minAmount: 500,
      maxAmount: 20000,
      minDaysLeft: 2,
      maxDaysLeft: 10,
    });
    expect(toSearchQuery(params).toString()).toBe(query.toString());
  });

  it('when values are unknown or out of range, then they are ignored', () => {
    const params = parseSearch(
      new URLSearchParams('category=weapons&country=Mars&maxDaysLeft=99&page=-2&minAmount=abc'),
    );
    expect(params).toEqual({ page: 1 });
  });

  it('when filters are at their defaults, then the address leaves them out', () => {
    expect(
      toSearchQuery({
        page: 1,
        minAmount: 0,
        maxAmount: 50000,
        minDaysLeft: 0,
        maxDaysLeft: 14,
      }).toString(),
    ).toBe('');
  });
});

describe('filter sliders', () => {
  const unset = { minAmount: 0, maxAmount: 50000, minDaysLeft: 0, maxDaysLeft: 14 };

  it.each(Object.keys(filterSliders) as (keyof typeof filterSliders)[])(
    'when the %s slider is set to any of its values, then the address keeps that value',
    (key) => {
      const { min, max, step } = filterSliders[key];
      for (let value = min; value <= max; value += step) {
        const read = parseSearch(toSearchQuery({ page: 1, [key]: value }))[key];
        expect([value, read ?? unset[key]]).toEqual([value, value]);
      }
    },
  );

  it('when the goal sliders are at their ends, then they span the goals a campaign can have, from $100 up', () => {
    expect(filterSliders.maxAmount.min).toBe(100);
    expect(filterSliders.maxAmount.max).toBe(50000);
    expect(filterSliders.minAmount.step).toBe(100);
  });
});

describe('active filter count', () => {
  it('when nothing narrows the search, or only its text does, then no filter counts as active', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(
      activeFilterCount({
        searchTerm: 'solar',
        minAmount: 0,
        maxAmount: 50000,
        minDaysLeft: 0,
        maxDaysLeft: 14,
      }),
    ).toBe(0);
  });

  it('when category, country and both ranges narrow it, then each counts once', () => {
    expect(activeFilterCount({ category: 'equipment', country: 'Kenya' })).toBe(2);
    expect(activeFilterCount({ minAmount: 500, maxAmount: 2000, maxDaysLeft: 7 })).toBe(2);
    expect(
      activeFilterCount({
        category: 'equipment',
        country: 'Kenya',
        maxAmount: 2000,
        minDaysLeft: 1,
      }),
    ).toBe(4);
  });
});

describe('pagination', () => {
  it('when in the middle of many pages, then first, last and neighbours show with gaps', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
  });

  it('when near the edges, then no gap is shown where pages touch', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap-after', 10]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-before', 9, 10]);
  });

  it('when there is one page or none, then there is at most one button', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
