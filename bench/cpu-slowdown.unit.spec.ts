import { closeToMedian, cpuSlowdownFor } from './cpu-slowdown';

describe("the CPU slowdown for Lighthouse's phone", () => {
  it.each([
    [150, 1],
    [800, 2],
    [1200, 2.8],
    [1300, 3],
    [1533, 4],
    [1870, 5.45],
    [2000, 6],
    [3600, 12.87],
  ])('when the host reads %i, then the slowdown is %f×', (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(slowdown, 2);
  });

  it('when the host reads below 150, then it is refused as too slow', () => {
    expect(() => cpuSlowdownFor(120)).toThrow('too slow');
  });

  it('when a run reads within a tenth of the median, then it counts, and not beyond', () => {
    expect(closeToMedian(1600, 1500)).toBe(true);
    expect(closeToMedian(1349, 1500)).toBe(false);
  });
});
