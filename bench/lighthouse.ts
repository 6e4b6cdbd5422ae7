/**
 * Lighthouse (mobile preset, its default simulated slow-4G throttling) on the public pages of the built
 * client, served by the composed server on a fresh embedded database with the demo seed plus a campaign whose
 * picture is a phone's photo, driving Debian's Chromium. The CPU slowdown is calibrated to the host: Lighthouse's
 * benchmark is read a few times, and the median sets the slowdown by the calculator's formula. Each page is
 * audited until `runs` audits read a benchmark index close to that median (at most 3 × `runs` tries); the medians
 * of those are reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { phonePhoto } from '../test/support/phone-photo';
import { closeToMedian, cpuSlowdownFor } from './cpu-slowdown';
import { CHROMIUM, CHROMIUM_FLAGS, withDemoPlatform, type DemoPlatform } from './demo-platform';
import { seedBenchCampaigns } from './seed-campaigns';
import { percentile } from './stats';

const median = (values: number[]) => percentile(values, 50);

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
  /** Lighthouse's own measure of this machine's CPU speed during the counted runs (higher is faster). */
  benchmarkIndex: number;
  /** Audits tried, and how many read an index close to the calibration's median (`runs` are those, or all if none). */
  tries: number;
  close: number;
};
export type Calibration = {
  readings: number[];
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
};
export type LighthouseResult = { version: string; calibration: Calibration; pages: PageScores[] };

type Audit = { numericValue?: number };
type Lhr = {
  lighthouseVersion: string;
  categories: Record<
    'performance' | 'accessibility' | 'best-practices' | 'seo',
    { score: number | null }
  >;
  audits: Record<string, Audit>;
  environment: { benchmarkIndex: number };
  /** Set when the page could not be audited (no paint, a hang): such a run counts as a try, never as a figure. */
  runtimeError?: { code: string; message: string };
};

const score = (lhr: Lhr, category: keyof Lhr['categories']) =>
  Math.round((lhr.categories[category].score ?? 0) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse's own benchmark (the function its gatherer runs, ≈ 1 s of work), read in a tab of the browser. */
const calibrate = async (port: number, readings: number): Promise<Calibration> => {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const values: number[] = [];
    for (let reading = 0; reading < readings; reading++)
      values.push(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex})()`));
    await page.close();
    const benchmarkIndex = median(values);
    return {
      readings: values,
      benchmarkIndex,
      cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex),
    };
  } finally {
    await browser.close();
  }
};

const auditPage = async (url: string, port: number, cpuSlowdownMultiplier: number) => {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: { cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  return result.lhr as unknown as Lhr;
};

type Tried = { lhrs: Lhr[]; tries: number; close: number };

const summarise = (page: string, pagePath: string, { lhrs, tries, close }: Tried): PageScores => ({
  page,
  path: pagePath,
  runs: lhrs.length,
  tries,
  close,
  performance: median(lhrs.map((lhr) => score(lhr, 'performance'))),
  accessibility: median(lhrs.map((lhr) => score(lhr, 'accessibility'))),
  bestPractices: median(lhrs.map((lhr) => score(lhr, 'best-practices'))),
  seo: median(lhrs.map((lhr) => score(lhr, 'seo'))),
  lcpMs: median(lhrs.map((lhr) => audit(lhr, 'largest-contentful-paint'))),
  cls: median(lhrs.map((lhr) => audit(lhr, 'cumulative-layout-shift'))),
  tbtMs: median(lhrs.map((lhr) => audit(lhr, 'total-blocking-time'))),
  benchmarkIndex: median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)),
});

/** Audits until `runs` of them read an index close to the calibration's (3 × `runs` tries at most). */
const auditCalibrated = async (
  url: string,
  port: number,
  calibration: Calibration,
  runs: number,
) => {
  const tried: Lhr[] = [];
  const audited = () => tried.filter((lhr) => !lhr.runtimeError);
  const counted = () =>
    audited().filter((lhr) =>
      closeToMedian(lhr.environment.benchmarkIndex, calibration.benchmarkIndex),
    );
  while (counted().length < runs && tried.length < 3 * runs)
    tried.push(await auditPage(url, port, calibration.cpuSlowdownMultiplier));
  if (audited().length === 0)
    throw new Error(`lighthouse could not audit ${url}: ${tried[0]?.runtimeError?.message}`);
  const close = counted().length;
  return { lhrs: close > 0 ? counted() : audited(), tries: tried.length, close };
};

const PHONE_PHOTO = 'bench-phone-photo.jpg';

/** A campaign whose picture is a phone's photo (≈ 250 KB of JPEG), once the read model shows it. */
const phonePhotoCampaign = async (harambee: DemoPlatform, uploadsDir: string) => {
  mkdirSync(uploadsDir, { recursive: true });
  writeFileSync(path.join(uploadsDir, PHONE_PHOTO), await phonePhoto());
  const [campaignId] = await seedBenchCampaigns(harambee.store, 1, PHONE_PHOTO);
  for (let wait = 0; wait < 100; wait++) {
    if ((await fetch(`${harambee.url}/api/v1/campaigns/public/${campaignId}`)).ok)
      return campaignId!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the phone photo campaign never showed');
};

/** `only`: audit just the pages whose name is listed (all when empty). */
export const measureLighthouse = (
  runs = 3,
  only: readonly string[] = [],
): Promise<LighthouseResult> =>
  withDemoPlatform(async (harambee, config) => {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const featured = await fetch(`${harambee.url}/api/v1/campaigns/featured`).then((response) =>
        response.json(),
      );
      const campaignId = (featured as { data: { campaigns: { _id: string }[] } }).data.campaigns[0]
        ?._id;
      const photoCampaignId = await phonePhotoCampaign(harambee, config.uploadsDir);
      const pages = [
        { page: 'home', path: '/' },
        { page: 'campaign', path: `/campaign/${campaignId}` },
        { page: 'campaign, phone photo', path: `/campaign/${photoCampaignId}` },
        { page: 'search', path: '/search-campaigns?category=equipment' },
        { page: 'home, French', path: '/fr/' },
        { page: 'campaign, Swahili', path: `/sw/campaign/${campaignId}` },
      ].filter(({ page }) => only.length === 0 || only.includes(page));
      const calibration = await calibrate(chrome.port, 5);
      const results: PageScores[] = [];
      let version = 'unknown';
      for (const { page, path: pagePath } of pages) {
        const url = `${harambee.url}${pagePath}`;
        const tried = await auditCalibrated(url, chrome.port, calibration, runs);
        version = tried.lhrs[0]!.lighthouseVersion;
        results.push(summarise(page, pagePath, tried));
      }
      return { version, calibration, pages: results };
    } finally {
      chrome.kill();
    }
  });
