/**
 * Lighthouse (mobile preset, its default simulated slow-4G throttling) on the public pages of the built
 * client, served by the composed server on a fresh embedded database with the demo seed plus a campaign whose
 * picture is a phone's photo, driving Debian's Chromium. The CPU slowdown is calibrated to the host: Lighthouse's
 * benchmark is read a few times, and the median sets the slowdown by the calculator's formula. Each page is
 * audited until `runs` audits read a benchmark index close to that median (at most 3 × `runs` tries), then `runs`
 * times at a fixed 8× slowdown, an entry-level Android phone whatever the host's mood; the medians of each are
 * reported, with each counted audit's benchmark index (`lighthouse-runs.ts`).
 */
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { phonePhoto } from '../test/support/phone-photo';
import { cpuSlowdownFor } from './cpu-slowdown';
import { CHROMIUM, CHROMIUM_FLAGS, withDemoPlatform, type DemoPlatform } from './demo-platform';
import {
  auditedOf,
  type Calibration,
  closeOf,
  type LighthouseResult,
  type Lhr,
  type PageScores,
  summarise,
} from './lighthouse-runs';
import { seedBenchCampaigns } from './seed-campaigns';
import { percentile } from './stats';

const median = (values: number[]) => percentile(values, 50);

/** The slowdown that stands in for an entry-level Android phone, whatever the host's speed (issue 46). */
export const FIXED_PHONE_SLOWDOWN = 8;

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

/**
 * Audits until `runs` of them count (3 × `runs` tries at most): calibrated, those whose index read close to the
 * calibration's; at a fixed slowdown, every audit that yields figures.
 */
const auditRuns = async (
  url: string,
  port: number,
  cpuSlowdownMultiplier: number,
  runs: number,
  counting: (tried: readonly Lhr[]) => Lhr[],
) => {
  const tried: Lhr[] = [];
  while (counting(tried).length < runs && tried.length < 3 * runs)
    tried.push(await auditPage(url, port, cpuSlowdownMultiplier));
  const audited = auditedOf(tried);
  if (audited.length === 0)
    throw new Error(`lighthouse could not audit ${url}: ${tried[0]?.runtimeError?.message}`);
  const counted = counting(tried);
  return {
    lhrs: counted.length > 0 ? counted : audited,
    tries: tried.length,
    close: counted.length,
  };
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
      const calibrated: PageScores[] = [];
      const fixed: PageScores[] = [];
      let version = 'unknown';
      for (const { page, path: pagePath } of pages) {
        const url = `${harambee.url}${pagePath}`;
        const close = await auditRuns(
          url,
          chrome.port,
          calibration.cpuSlowdownMultiplier,
          runs,
          (tried) => closeOf(tried, calibration.benchmarkIndex),
        );
        version = close.lhrs[0]!.lighthouseVersion;
        calibrated.push(summarise(page, pagePath, close, close.close));
        const phone = await auditRuns(url, chrome.port, FIXED_PHONE_SLOWDOWN, runs, auditedOf);
        fixed.push(summarise(page, pagePath, phone));
      }
      return {
        version,
        calibration,
        pages: calibrated,
        fixed: { cpuSlowdownMultiplier: FIXED_PHONE_SLOWDOWN, pages: fixed },
      };
    } finally {
      chrome.kill();
    }
  });
