import { machineCpuTimes } from './machine';
import { measureLoad, type ServerProcess } from './server-process';

/**
 * Starts measuring who used the CPU during a phase: each server process, this load-generating process and
 * the whole machine (other work on it included). The returned function ends the measurement.
 */
export const measurePhase = async (servers: readonly ServerProcess[]) => {
  const endServers = await measureLoad(servers);
  const machineBefore = machineCpuTimes();
  const ownBefore = process.cpuUsage();
  const startedAt = Date.now();
  return async () => {
    const own = process.cpuUsage(ownBefore);
    const wallMs = Date.now() - startedAt;
    const machine = machineCpuTimes();
    return {
      servers: await endServers(),
      loadGeneratorCpuPercent: ((own.user + own.system) / 1000 / wallMs) * 100,
      machineBusyPercent:
        ((machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)) * 100,
    };
  };
};
export type PhaseLoad = Awaited<ReturnType<Awaited<ReturnType<typeof measurePhase>>>>;
