/**
 * What the `beforeAll` of the tests around this call starts, stopped by their `afterAll`: a getter, empty until it
 * has started.
 */
export const startedForTests = <T extends { stop: () => unknown }>(start: () => Promise<T>) => {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.stop();
  });
  return () => started;
};

/** A stand-in for what `current` will answer, to be read inside the tests (once their `beforeAll` has run). */
export const later = <T extends object>(current: () => T | undefined): T =>
  new Proxy({} as T, {
    get: (_, key) => {
      const target = current();
      if (!target) throw new Error('started in beforeAll: read it inside the tests');
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
