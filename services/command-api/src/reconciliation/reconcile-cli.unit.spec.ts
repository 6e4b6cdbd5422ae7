import { dayOf } from './reconcile-cli';

const now = new Date('2026-12-05T03:00:00.000Z');

describe('the day `npm run ledger -- reconcile` reconciles', () => {
  it('when no day is given, then it is yesterday, UTC; --day names another', () => {
    expect(dayOf([], now)).toBe('2026-12-04');
    expect(dayOf(['--day', '2026-11-30'], now)).toBe('2026-11-30');
  });

  it('when the day is not a calendar day or the flag is unknown, then there is none (the usage is shown)', () => {
    for (const args of [
      ['--day'],
      ['--day', '2026-02-30'],
      ['--day', '2026-13-01'],
      ['--day', '30/11/2026'],
      ['--days', '2026-11-30'],
      ['--day', '2026-11-30', 'x'],
    ])
      expect(dayOf(args, now)).toBeUndefined();
  });
});
