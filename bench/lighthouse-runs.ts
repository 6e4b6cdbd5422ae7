/**
 * What a page's Lighthouse audits add up to (pure, so it is unit-tested): which audits count, the medians of those,
 * each counted audit's benchmark index, and the Markdown of the Lighthouse section of bench/RESULTS.md, with the CPU
 * slowdown calibrated to the host and at a fixed 8× (an entry-level Android phone).
 */
import { closeToMedian, INDEX_TOLERANCE } from './cpu-slowdown';
import { percentile, round } from './stats';

const median = (values: number[]) => percentile(values, 50);

export type Lhr = {
  lighthouseVersion: string;
  categories: Record<
    'performance' | 'accessibility' | 'best-practices' | 'seo',
    { score: number | null }
  >;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
  /** Set when the page could not be audited (no paint, a hang): such a run counts as a try, never as a figure. */
  runtimeError?: { code: string; message: string };
};

export type PageScores = {
  page: string;
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's own measure of this machine's CPU speed during each counted run (higher is faster). */
  indexes: number[];
  /** Their median. */
  benchmarkIndex: number;
  /** Audits tried, and how many of them count (close to the calibration's index, when calibrated). */
  tries: number;
  close: number;
};

export type Calibration = {
  readings: number[];
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
};

export type LighthouseResult = {
  version: string;
  calibration: Calibration;
  /** Each page at the slowdown calibrated to the host. */
  pages: PageScores[];
  /** Each page at a slowdown fixed whatever the host's speed. */
  fixed: { cpuSlowdownMultiplier: number; pages: PageScores[] };
};

/** Issue 46's targets: the calibrated phone (issue 14's, and TBT ≤ 150 ms), and the fixed 8× one. */
export const LIGHTHOUSE_TARGETS = {
  calibrated: {
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1800,
    cls: 0.05,
    tbtMs: 150,
  },
  fixed: {
    performance: 90,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: Number.POSITIVE_INFINITY,
    cls: 0.05,
    tbtMs: 300,
  },
};
type Targets = (typeof LIGHTHOUSE_TARGETS)['calibrated'];

/** The audits of a page that yield figures (not a runtime error). */
export const auditedOf = (tried: readonly Lhr[]) => tried.filter((lhr) => !lhr.runtimeError);

/** Calibrated: the audits whose own index read close to the calibration's median. */
export const closeOf = (tried: readonly Lhr[], calibrationIndex: number) =>
  auditedOf(tried).filter((lhr) => closeToMedian(lhr.environment.benchmarkIndex, calibrationIndex));

const score = (lhr: Lhr, category: keyof Lhr['categories']) =>
  Math.round((lhr.categories[category].score ?? 0) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** A page's figures: the medians of the counted audits, with each one's benchmark index. */
export const summarise = (
  page: string,
  path: string,
  { lhrs, tries }: { lhrs: readonly Lhr[]; tries: number },
  close = lhrs.length,
): PageScores => {
  const of = (figure: (lhr: Lhr) => number) => median(lhrs.map(figure));
  const indexes = lhrs.map((lhr) => lhr.environment.benchmarkIndex);
  return {
    page,
    path,
    runs: lhrs.length,
    tries,
    close,
    performance: of((lhr) => score(lhr, 'performance')),
    accessibility: of((lhr) => score(lhr, 'accessibility')),
    bestPractices: of((lhr) => score(lhr, 'best-practices')),
    seo: of((lhr) => score(lhr, 'seo')),
    lcpMs: of((lhr) => audit(lhr, 'largest-contentful-paint')),
    cls: of((lhr) => audit(lhr, 'cumulative-layout-shift')),
    tbtMs: of((lhr) => audit(lhr, 'total-blocking-time')),
    indexes,
    benchmarkIndex: median(indexes),
  };
};

/** Issue 14's author's figures before the work (Lighthouse 13, mobile preset, demo content). */
const BEFORE: Record<string, Partial<PageScores>> = {
  home: { performance: 87, seo: 90 },
  campaign: { performance: 75, seo: 90, lcpMs: 3400, tbtMs: 590 },
  search: { performance: 80, seo: 90, cls: 0.28 },
};

const ms = (value: number) => (Number.isFinite(value) ? `${round(value, 1)} ms` : 'n/a');
const seconds = (value: number) => `${round(value / 1000, 2)} s`;
const mark = (ok: boolean, text: string) => (ok ? text : `**${text}**`);
const indexesOf = (p: PageScores) =>
  `${p.indexes.map(Math.round).join(', ')} (median ${Math.round(p.benchmarkIndex)})`;

const rowsOf = (pages: readonly PageScores[], t: Targets, before: boolean) =>
  pages.map((p) => {
    const was = (key: keyof PageScores, format: (value: number) => string) => {
      if (!before) return '';
      const value = BEFORE[p.page]?.[key];
      return ` (${typeof value === 'number' ? format(value) : '–'})`;
    };
    const cells = [
      `${p.page} (\`${p.path}\`)`,
      `${mark(p.performance >= t.performance, String(p.performance))}${was('performance', String)}`,
      mark(p.accessibility >= t.accessibility, String(p.accessibility)),
      mark(p.bestPractices >= t.bestPractices, String(p.bestPractices)),
      `${mark(p.seo >= t.seo, String(p.seo))}${was('seo', String)}`,
      `${mark(p.lcpMs <= t.lcpMs, seconds(p.lcpMs))}${was('lcpMs', seconds)}`,
      `${mark(p.cls <= t.cls, String(round(p.cls, 3)))}${was('cls', String)}`,
      `${mark(p.tbtMs <= t.tbtMs, ms(p.tbtMs))}${was('tbtMs', ms)}`,
      indexesOf(p),
    ];
    return `| ${cells.join(' | ')} |`;
  });

const header = (before: boolean) => {
  const b = before ? ' (before)' : '';
  return [
    `| page | performance${b} | accessibility | best practices | SEO${b} | LCP${b} | CLS${b} | TBT${b} | benchmark index of each run |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
};

const targetsLine = (t: Targets) =>
  `performance ≥ ${t.performance}, accessibility ${t.accessibility}, best practices ${t.bestPractices}, SEO ${t.seo}, ` +
  `${Number.isFinite(t.lcpMs) ? `LCP ≤ ${t.lcpMs / 1000} s, ` : ''}CLS ≤ ${t.cls}, TBT ≤ ${t.tbtMs} ms`;

/** The Lighthouse section of bench/RESULTS.md: the calibrated table, then the fixed 8× one. */
export const lighthouseLines = ({ lighthouse }: { lighthouse?: LighthouseResult }) => {
  if (!lighthouse) return [];
  const { calibration, pages, fixed } = lighthouse;
  const slowdown = `${round(fixed.cpuSlowdownMultiplier, 2)}×`;
  return [
    '## Public pages (Lighthouse)',
    '',
    `Lighthouse ${lighthouse.version}, mobile preset with its default simulated slow-4G network, Debian's Chromium, on the demo content and a campaign ` +
      `whose picture is a phone's photo (1600 × 1200, ≈ 260 KB JPEG). Each page is audited at two CPU slowdowns: calibrated to this host ` +
      `(the phone Lighthouse's preset means), and fixed at ${slowdown} (an entry-level Android phone, whatever the host's speed). ` +
      'A figure is the median of the counted audits; the last column gives the benchmark index Lighthouse read during each of them, ' +
      'and their median. In bold: a figure that misses its target.',
    '',
    '### Calibrated to the host',
    '',
    `Lighthouse's benchmark read ${calibration.readings.map(Math.round).join(', ')}, ` +
      `median **${Math.round(calibration.benchmarkIndex)}**, so \`throttling.cpuSlowdownMultiplier\` = **${round(calibration.cpuSlowdownMultiplier, 2)}×** ` +
      `by the formula of Lighthouse's CPU-throttling calculator (\`bench/cpu-slowdown.ts\`; the preset's 4× means a host of ≈ 1,533). ` +
      `An audit counts when its own reading is within ${INDEX_TOLERANCE * 100} % of that median (all of a page's audits when none is): ` +
      pages.map((p) => `${p.page} ${p.close} of ${p.tries}`).join(', ') +
      `. Targets: ${targetsLine(LIGHTHOUSE_TARGETS.calibrated)}; in brackets, what issue 14 measured before (Lighthouse 13).`,
    '',
    ...header(true),
    ...rowsOf(pages, LIGHTHOUSE_TARGETS.calibrated, true),
    '',
    `### Fixed ${slowdown} slowdown`,
    '',
    `\`throttling.cpuSlowdownMultiplier\` = ${slowdown} on every audit; every audit counts: ` +
      fixed.pages.map((p) => `${p.page} ${p.runs} of ${p.tries}`).join(', ') +
      `. Targets: ${targetsLine(LIGHTHOUSE_TARGETS.fixed)}.`,
    '',
    ...header(false),
    ...rowsOf(fixed.pages, LIGHTHOUSE_TARGETS.fixed, false),
    '',
  ];
};
