import type { Browser } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../../support/harambee-server';
import { launchBrowser } from './browser';

/**
 * The platform and a browser for one spec file: started together before its tests, stopped after them. Read
 * `world.harambee` and `world.browser` inside the tests (they are set once `beforeAll` has run).
 */
export const browserWorld = (options: Parameters<typeof startHarambee>[0] = {}) => {
  const world = {} as { harambee: TestHarambee; browser: Browser };
  beforeAll(async () => {
    [world.harambee, world.browser] = await Promise.all([startHarambee(options), launchBrowser()]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.harambee?.stop();
  });
  return world;
};
