import { progressLine, rebuildProgress, shareOfLog } from './rebuild-progress';

const at = (globalPosition: number) => ({
  transactionId: '1',
  globalPosition: String(globalPosition),
});

describe('a rebuild progress line', () => {
  it('when a quarter is done in 10 s, then it shows a quarter of the bar, the rate and 30 s left', () => {
    expect(
      progressLine({ label: 'rebuilding', done: 250_000, share: 0.25, elapsedMs: 10_000 }),
    ).toBe(
      `rebuilding [${'#'.repeat(8)}${' '.repeat(22)}] 25 %  250,000 events  25,000 events/s  30 s left`,
    );
  });

  it('when nothing is done yet, then the time left is unknown rather than infinite', () => {
    expect(progressLine({ label: 'x', done: 0, share: 0, elapsedMs: 0 })).toMatch(/ \? s left$/);
  });

  it('when a position is read against the head, then its share is their ratio, and an empty log is done', () => {
    expect(shareOfLog(at(300), at(1_200))).toBe(0.25);
    expect(shareOfLog(at(1_500), at(1_200))).toBe(1);
    expect(shareOfLog(at(0), at(0))).toBe(1);
  });

  it('when written to a terminal, then each line rewrites the last; to a log, then each is a line of its own', () => {
    const written: string[] = [];
    rebuildProgress(at(100), (text) => written.push(text), true)(10, at(50));
    rebuildProgress(at(100), (text) => written.push(text), false)(10, at(50));
    expect(written[0]).toMatch(/^\rrebuilding \[#{15} {15}\] 50 % /);
    expect(written[1]).toMatch(/^rebuilding .* s left\n$/);
  });
});
