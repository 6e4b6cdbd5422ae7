import {
  closeOf,
  type Lhr,
  type LighthouseResult,
  lighthouseLines,
  summarise,
} from './lighthouse-runs';

const audit = (benchmarkIndex: number, performance: number, tbtMs: number): Lhr => ({
  lighthouseVersion: '12.8.2',
  categories: {
    performance: { score: performance / 100 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 1200 },
    'cumulative-layout-shift': { numericValue: 0 },
    'total-blocking-time': { numericValue: tbtMs },
  },
  environment: { benchmarkIndex },
});

const failed: Lhr = { ...audit(1500, 0, 0), runtimeError: { code: 'NO_FCP', message: 'no paint' } };

describe("a page's Lighthouse audits", () => {
  it('when calibrated, then only the audits that yield figures and read close to the median count', () => {
    const tried = [audit(1500, 96, 100), audit(1200, 80, 400), failed, audit(1450, 98, 90)];

    expect(closeOf(tried, 1500).map((lhr) => lhr.environment.benchmarkIndex)).toEqual([1500, 1450]);
  });

  it('when three runs are summed up, then each figure is their median and each run’s index is listed', () => {
    const runs = [audit(2600, 91, 280), audit(2400, 88, 320), audit(2700, 93, 250)];

    const scores = summarise('home', '/', { lhrs: runs, tries: 4 });

    expect(scores).toMatchObject({
      runs: 3,
      tries: 4,
      close: 3,
      performance: 91,
      tbtMs: 280,
      accessibility: 100,
      indexes: [2600, 2400, 2700],
      benchmarkIndex: 2600,
    });
  });
});

describe('the Lighthouse section of the results', () => {
  const page = (performance: number, tbtMs: number, indexes: number[]) =>
    summarise('search', '/search-campaigns', {
      lhrs: indexes.map((index) => audit(index, performance, tbtMs)),
      tries: indexes.length,
    });
  const result: LighthouseResult = {
    version: '12.8.2',
    calibration: {
      readings: [1500, 1520, 1480],
      benchmarkIndex: 1500,
      cpuSlowdownMultiplier: 3.86,
    },
    pages: [page(96, 140, [1490, 1510, 1500])],
    fixed: { cpuSlowdownMultiplier: 8, pages: [page(92, 310, [1400, 1600, 1550])] },
  };

  it('when both slowdowns were measured, then each has its table with every run’s index and their median', () => {
    const lines = lighthouseLines({ lighthouse: result });

    expect(lines).toContain('### Calibrated to the host');
    expect(lines).toContain('### Fixed 8× slowdown');
    expect(lines.join('\n')).toContain('**3.86×**');
    expect(lines).toContain(
      '| search (`/search-campaigns`) | 96 (80) | 100 | 100 | 100 (90) | 1.2 s (–) | 0 (0.28) | 140 ms (–) | 1490, 1510, 1500 (median 1500) |',
    );
    expect(lines).toContain(
      '| search (`/search-campaigns`) | 92 | 100 | 100 | 100 | 1.2 s | 0 | **310 ms** | 1400, 1600, 1550 (median 1550) |',
    );
  });

  it('when a figure passes the fixed 8× target but misses the calibrated one, then it is bold only in the calibrated table', () => {
    const lines = lighthouseLines({
      lighthouse: {
        ...result,
        pages: [page(92, 200, [1500])],
        fixed: { cpuSlowdownMultiplier: 8, pages: [page(92, 200, [1500])] },
      },
    });

    expect(lines.filter((line) => line.includes('**92**'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('**200 ms**'))).toHaveLength(1);
  });

  it('when Lighthouse did not run, then there is no section', () => {
    expect(lighthouseLines({})).toEqual([]);
  });
});
