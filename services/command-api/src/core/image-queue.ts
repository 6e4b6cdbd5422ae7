import os from 'node:os';

/**
 * sharp works on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), where file reads and
 * password hashing run too: images may hold all but two of its threads, and never more than there are cores.
 */
const poolThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const IMAGE_JOBS = Math.max(1, Math.min(os.availableParallelism(), poolThreads - 2));

/** Runs at most `jobs` jobs at once; the others wait their turn in the order they came. */
export const jobQueue = (jobs: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running < jobs) running += 1;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
};
