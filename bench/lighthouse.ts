/**
 * Lighthouse (mobile preset, its default simulated slow-4G throttling) on the public pages of the built
 * client, served by the composed server on a fresh embedded database with the demo seed, driving Debian's
 * Chromium. Each page is audited `runs` times; the medians are reported.
 */
import { loadConfig } from '@harambee/platform';
import { startHarambee, WEB_DIST } from '@harambee/server';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './stats';

const median = (values: number[]) => percentile(values, 50);

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

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
  /** Lighthouse's own measure of this machine's CPU speed at the time (higher is faster). */
  benchmarkIndex: number;
};
export type LighthouseResult = { version: string; pages: PageScores[] };

type Audit = { numericValue?: number };
type Lhr = {
  lighthouseVersion: string;
  categories: Record<
    'performance' | 'accessibility' | 'best-practices' | 'seo',
    { score: number | null }
  >;
  audits: Record<string, Audit>;
  environment: { benchmarkIndex: number };
};

const score = (lhr: Lhr, category: keyof Lhr['categories']) =>
  Math.round((lhr.categories[category].score ?? 0) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

const auditPage = async (url: string, port: number): Promise<Lhr> => {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  return result.lhr as unknown as Lhr;
};

const summarise = (page: string, pagePath: string, lhrs: Lhr[]): PageScores => ({
  page,
  path: pagePath,
  runs: lhrs.length,
  performance: median(lhrs.map((lhr) => score(lhr, 'performance'))),
  accessibility: median(lhrs.map((lhr) => score(lhr, 'accessibility'))),
  bestPractices: median(lhrs.map((lhr) => score(lhr, 'best-practices'))),
  seo: median(lhrs.map((lhr) => score(lhr, 'seo'))),
  lcpMs: median(lhrs.map((lhr) => audit(lhr, 'largest-contentful-paint'))),
  cls: median(lhrs.map((lhr) => audit(lhr, 'cumulative-layout-shift'))),
  tbtMs: median(lhrs.map((lhr) => audit(lhr, 'total-blocking-time'))),
  benchmarkIndex: median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)),
});

export const measureLighthouse = async (runs = 3): Promise<LighthouseResult> => {
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('web client not built: run npm run build:web');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not installed`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-lighthouse-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    PORT: '0',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
  });
  const harambee = await startHarambee(config, { host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const featured = await fetch(`${harambee.url}/api/v1/campaigns/featured`).then((response) =>
      response.json(),
    );
    const campaignId = (featured as { data: { campaigns: { _id: string }[] } }).data.campaigns[0]
      ?._id;
    const pages = [
      { page: 'home', path: '/' },
      { page: 'campaign', path: `/campaign/${campaignId}` },
      { page: 'search', path: '/search-campaigns?category=equipment' },
    ];
    const results: PageScores[] = [];
    let version = 'unknown';
    for (const { page, path: pagePath } of pages) {
      const lhrs: Lhr[] = [];
      for (let run = 0; run < runs; run++)
        lhrs.push(await auditPage(`${harambee.url}${pagePath}`, chrome.port));
      version = lhrs[0]!.lighthouseVersion;
      results.push(summarise(page, pagePath, lhrs));
    }
    return { version, pages: results };
  } finally {
    chrome.kill();
    await harambee.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
