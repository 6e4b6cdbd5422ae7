export class DeadlinePassed extends Error {}

/** The work's answer, or DeadlinePassed once `ms` have gone by; the work itself runs on. */
export const withDeadline = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(`not done within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
};
