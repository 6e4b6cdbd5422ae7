import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from './bench-target';
import { runDonationLoad } from './donation-load';
import { measurePhase, type PhaseLoad } from './phase-load';
import { createScratchDatabase } from './postgres';
import { startServerProcess } from './server-process';
import type { Settings } from './settings';

export const FLOORS = ['echo', 'floor-postgres', 'floor-pglite'] as const;
export type Floor = (typeof FLOORS)[number];
export type FloorResult = { floor: Floor; perSecond: number; failed: number; load: PhaseLoad };

/** Where each floor keeps its rows: none for the echo, a scratch database on the server, or a fresh PGlite. */
const storage = async (floor: Floor, settings: Settings) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-floor-'));
  const scratch =
    floor === 'floor-postgres'
      ? await createScratchDatabase(settings.adminDatabaseUrl, 'harambee_floor')
      : undefined;
  return {
    env: serverEnv(settings, dataDir, scratch?.url),
    remove: async () => {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Drives a floor with the donation load of the platform's targets: same generator, clients and window. */
export const measureFloor = async (floor: Floor, settings: Settings): Promise<FloorResult> => {
  const place = await storage(floor, settings);
  const server = await startServerProcess(floor === 'echo' ? 'echo' : 'floor', place.env);
  try {
    process.stdout.write(`[bench ${floor}] donations: ${settings.donationClients} clients\n`);
    const seconds = settings.warmupSeconds + settings.donationSeconds;
    const phase = new Promise<() => Promise<PhaseLoad>>((resolve) =>
      setTimeout(() => resolve(measurePhase([server])), settings.warmupSeconds * 1000),
    );
    const load = await runDonationLoad({
      url: server.url,
      campaignIds: ['floor'],
      connections: settings.donationClients,
      seconds,
    });
    const measured = await (await await phase)();
    const from = load.startedAt + settings.warmupSeconds * 1000;
    const counted = load.donations.filter((donation) => donation.respondedAt >= from).length;
    return {
      floor,
      perSecond: counted / ((load.endedAt - from) / 1000),
      failed: Object.values(load.failures).reduce((sum, count) => sum + count, 0),
      load: measured,
    };
  } finally {
    await server.stop();
    await place.remove();
  }
};
