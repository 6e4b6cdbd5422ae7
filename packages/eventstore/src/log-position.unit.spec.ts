import { comparePositions } from './log-position';

describe('comparePositions', () => {
  it('when transactions differ, then the older transaction comes first whatever the global position', () => {
    const older = { transactionId: '9', globalPosition: '500' };
    const newer = { transactionId: '10', globalPosition: '2' };
    expect(comparePositions(older, newer)).toBe(-1);
    expect(comparePositions(newer, older)).toBe(1);
  });

  it('when the transaction is the same, then the global position decides', () => {
    const first = { transactionId: '10', globalPosition: '99' };
    const second = { transactionId: '10', globalPosition: '100' };
    expect(comparePositions(first, second)).toBe(-1);
    expect(comparePositions(second, { ...second })).toBe(0);
  });

  it('when positions have more digits than a double holds exactly, then they are still told apart', () => {
    const first = { transactionId: '9007199254740993', globalPosition: '1' };
    const second = { transactionId: '9007199254740994', globalPosition: '1' };
    expect(comparePositions(first, second)).toBe(-1);
    expect(comparePositions(second, first)).toBe(1);
    expect(comparePositions(first, { ...first })).toBe(0);
  });
});
