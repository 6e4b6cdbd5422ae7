import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchCspViolations } from './csp';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const WEB_DIST_INDEX = path.resolve(__dirname, '../../../apps/web/dist/index.html');

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
/** A phone in the hand: 375 px wide, taps instead of clicks. */
export const ON_A_PHONE = { viewport: PHONE, touch: true } as const;

/** Headless Debian chromium; the web app must be built first (`npm run build:web`), the server serves apps/web/dist. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(WEB_DIST_INDEX))
    throw new Error(`Build the web app first: ${WEB_DIST_INDEX} is missing (npm run build:web)`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type ContextOptions = {
  baseURL: string;
  viewport?: { width: number; height: number };
  consented?: boolean;
  touch?: boolean;
  /** Device pixels to the CSS pixel (1 unless said). */
  deviceScaleFactor?: number;
  /** The browser's language (its Accept-Language), e.g. 'fr-FR'. */
  locale?: string;
};

/**
 * A fresh visitor. With `consented` (the default) cookie consent is already stored, so the banner stays away.
 * With `touch` it is a phone: mobile viewport meta honoured, touch events, taps.
 * Any Content-Security-Policy violation in its pages fails the test (support/fail-on-csp-violations.ts).
 */
export async function newVisitor(
  browser: Browser,
  {
    baseURL,
    viewport = DESKTOP,
    consented = true,
    touch = false,
    locale,
    deviceScaleFactor,
  }: ContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale,
    reducedMotion: 'reduce',
    isMobile: touch,
    hasTouch: touch,
    deviceScaleFactor,
  });
  await watchCspViolations(context);
  if (consented) {
    await context.addInitScript(() => {
      if (localStorage.getItem('cookieConsentTimestamp')) return;
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({
          essential: true,
          analytics: false,
          functionality: false,
          targeting: false,
          social: false,
        }),
      );
      localStorage.setItem('cookieConsentTimestamp', String(Date.now()));
    });
  }
  return context;
}

/**
 * Waits until the app runs the page. A page the server rendered shows at once, but answers taps and switches to
 * what depends on the browser (its width, its storage) only once hydrated.
 */
export const appReady = (page: Page) =>
  page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

/** Collects uncaught page errors so a test can assert the page ran cleanly. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').trim();
}

/** Signs in on the login page as a person would, and waits for their dashboard. */
export async function signInAtLogin(page: Page, person: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(person.email);
  await page.locator('#login-password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}
