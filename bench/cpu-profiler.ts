import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Sampling every 500 µs: ≈ 40,000 samples over a 20 s load, enough for parts of 1 % of the total. */
const SAMPLING_INTERVAL_MICROS = 500;

/**
 * Starts V8's sampling profiler in this process; the returned function stops it and writes the profile
 * (Chrome's .cpuprofile format) to `file`. Unlike `--cpu-prof`, it covers only the load, not start-up and seeding.
 */
export const startCpuProfile = async () => {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_MICROS });
  await session.post('Profiler.start');
  const cpuBefore = process.cpuUsage();
  /** Writes the profile; returns the CPU the process used meanwhile, all its threads, as the OS counts it (µs). */
  return async (file: string) => {
    const cpu = process.cpuUsage(cpuBefore);
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    writeFileSync(file, JSON.stringify(profile));
    return cpu.user + cpu.system;
  };
};
