import type { Browser } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../../support/harambee-server';
import { launchBrowser, newVisitor, pageErrors, type ContextOptions } from './browser';

type Options = Parameters<typeof startHarambee>[0];

/**
 * The platform and a browser for one spec file: started together before its tests, stopped after them. Read
 * `world.harambee` and `world.browser` inside the tests (they are set once `beforeAll` has run). `options` may be
 * a function, called in `beforeAll`, for settings known only then (a provider fake's address).
 */
export const browserWorld = (options: Options | (() => Options) = {}) => {
  const world = {} as { harambee: TestHarambee; browser: Browser };
  beforeAll(async () => {
    const settings = typeof options === 'function' ? options() : options;
    [world.harambee, world.browser] = await Promise.all([startHarambee(settings), launchBrowser()]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.harambee?.stop();
  });
  return world;
};

/**
 * A fresh visitor of the world's platform (options as `newVisitor`'s; `ON_A_PHONE` for a phone), with one page
 * open whose uncaught errors are collected in `errors`.
 */
export async function visit(
  world: { harambee: TestHarambee; browser: Browser },
  options: Omit<ContextOptions, 'baseURL'> = {},
) {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, ...options });
  const page = await context.newPage();
  return { context, page, errors: pageErrors(page) };
}
