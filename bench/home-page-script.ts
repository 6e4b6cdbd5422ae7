/**
 * The JavaScript a first visit to the home page downloads, gzipped: the built client served by the
 * composed server on a fresh embedded database with the demo seed, loaded in Chromium at phone width. `beforePaint`
 * is what was asked for before the first contentful paint (the page is server-rendered: the app loads after it).
 */
import { loadConfig } from '@harambee/platform';
import { startHarambee, WEB_DIST } from '@harambee/server';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

type Scripts = { files: number; bytes: number; gzipBytes: number };
export type HomePageScript = Scripts & { beforePaint: Scripts };

const sizes = (scripts: Buffer[]): Scripts => ({
  files: scripts.length,
  bytes: scripts.reduce((sum, body) => sum + body.length, 0),
  gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
});

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const measureHomePageScript = async (): Promise<HomePageScript> => {
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('web client not built: run npm run build:web');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not installed`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-web-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    PORT: '0',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
  });
  const harambee = await startHarambee(config, { host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const downloads: Promise<[string, Buffer]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        downloads.push(response.body().then((body) => [response.url(), body]));
    });
    await page.goto(harambee.url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(downloads);
    const askedBeforePaint = await page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < painted)
        .map((entry) => entry.name);
    });
    return {
      ...sizes(scripts.map(([, body]) => body)),
      beforePaint: sizes(
        scripts.filter(([url]) => askedBeforePaint.includes(url)).map(([, body]) => body),
      ),
    };
  } finally {
    await browser.close();
    await harambee.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
