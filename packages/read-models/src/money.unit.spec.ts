import { dollars, progressPercentage } from './money';

describe('money in read models', () => {
  it('when cents are shown, then they are dollars', () => {
    expect(dollars(12_345)).toBe(123.45);
  });

  it.each([
    [0, 200_000, 0],
    [12_500, 200_000, 6],
    [199_999, 200_000, 99],
    [200_000, 200_000, 100],
    [900_000, 200_000, 100],
    [500, 0, 0],
  ])('when %i of %i cents are raised, then progress is %i percent', (raised, goal, percent) => {
    expect(progressPercentage(raised, goal)).toBe(percent);
  });
});
