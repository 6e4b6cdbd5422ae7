/**
 * The JavaScript a first visit to the home page downloads, gzipped: the built client served by the
 * composed server on a fresh embedded database with the demo seed, loaded in Chromium at phone width. `beforePaint`
 * is what was asked for before the first contentful paint (the page is server-rendered: the app loads after it).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, withDemoPlatform } from './demo-platform';
import { scriptBody } from '../test/support/script-body';

type Scripts = { files: number; bytes: number; gzipBytes: number };
export type HomePageScript = Scripts & { beforePaint: Scripts };

const sizes = (scripts: Buffer[]): Scripts => ({
  files: scripts.length,
  bytes: scripts.reduce((sum, body) => sum + body.length, 0),
  gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
});

const FLAGS = [
  ...CHROMIUM_FLAGS,
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const measureHomePageScript = (): Promise<HomePageScript> =>
  withDemoPlatform(async (harambee) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      const downloads: Promise<[string, Buffer]>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          downloads.push(
            scriptBody(response, page.context()).then((body) => [response.url(), body]),
          );
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
    }
  });
