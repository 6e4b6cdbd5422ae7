/**
 * The CPU slowdown that makes this host emulate the phone Lighthouse's mobile preset means (4× on a host of index
 * ≈ 1,533), by the formula of Lighthouse's CPU-throttling calculator
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/, linked from Lighthouse's docs/throttling.md):
 * piecewise linear, 1× at 150, 2× at 800, 3× at 1,300, then one more per 233. Below 150 no slowdown can emulate it.
 */
export const cpuSlowdownFor = (benchmarkIndex: number): number => {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(
    `benchmark index ${benchmarkIndex}: too slow a host to emulate Lighthouse's phone`,
  );
};

/** How far a run's own reading may be from the calibration's median and the run still count. */
export const INDEX_TOLERANCE = 0.1;

export const closeToMedian = (reading: number, median: number) =>
  Math.abs(reading - median) <= median * INDEX_TOLERANCE;
