import { loadConfig, type Config } from '@harambee/platform';
import { startHarambee, WEB_DIST } from '@harambee/server';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
];

export type DemoPlatform = Awaited<ReturnType<typeof startHarambee>>;

/**
 * Runs `work` against the built client served by the composed server on a fresh embedded database with the demo
 * seed, as a first visitor meets it; then stops the server and removes its data.
 */
export const withDemoPlatform = async <T>(
  work: (harambee: DemoPlatform, config: Config) => Promise<T>,
) => {
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('web client not built: run npm run build:web');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not installed`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-demo-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    PORT: '0',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
  });
  const harambee = await startHarambee(config, { host: '127.0.0.1' });
  try {
    return await work(harambee, config);
  } finally {
    await harambee.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
