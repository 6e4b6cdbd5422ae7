import { waitForApproved } from './query-load';
import { type ServerProcess, startServerProcess } from './server-process';
import type { Role } from './server';

/** Where the load goes: writes to the command API, reads and socket.io to the query API. */
export type Deployment = {
  commandUrl: string;
  queryUrl: string;
  campaignIds: string[];
  databaseVersion: string;
  processes: ServerProcess[];
  stop: () => Promise<void>;
};

const stopAll = async (processes: readonly ServerProcess[]) => {
  await Promise.all(processes.map((server) => server.stop()));
};

const allInOne = async (env: NodeJS.ProcessEnv, cpuProfileDir?: string): Promise<Deployment> => {
  const server = await startServerProcess('all', env, cpuProfileDir);
  try {
    await waitForApproved(server.url, server.campaignIds, 60);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    commandUrl: server.url,
    queryUrl: server.url,
    campaignIds: server.campaignIds,
    databaseVersion: server.databaseVersion,
    processes: [server],
    stop: () => server.stop(),
  };
};

/**
 * The three services as separate processes on one database, as production runs them on a PostgreSQL server.
 * A first all-in-one start migrates and seeds, and stops once the benchmark campaigns are projected.
 */
const separateServices = async (
  env: NodeJS.ProcessEnv,
  cpuProfileDir?: string,
): Promise<Deployment> => {
  const seeded = await allInOne(env);
  await seeded.stop();
  const started: ServerProcess[] = [];
  try {
    for (const role of ['projector', 'command', 'query'] satisfies Role[])
      started.push(await startServerProcess(role, env, cpuProfileDir));
  } catch (error) {
    await stopAll(started);
    throw error;
  }
  const [, command, query] = started as [ServerProcess, ServerProcess, ServerProcess];
  return {
    commandUrl: command.url,
    queryUrl: query.url,
    campaignIds: seeded.campaignIds,
    databaseVersion: seeded.databaseVersion,
    processes: started,
    stop: () => stopAll(started),
  };
};

export const deploy = (split: boolean, env: NodeJS.ProcessEnv, cpuProfileDir?: string) =>
  split ? separateServices(env, cpuProfileDir) : allInOne(env, cpuProfileDir);
