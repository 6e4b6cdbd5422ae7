import { SIGN_IN_THROTTLE, signInDelayMs, waitOf } from './sign-in';

describe('sign-in throttle', () => {
  it('when up to 4 passwords in a row were wrong, then the next sign-in need not wait', () => {
    expect([0, 1, 2, 3, 4].map(signInDelayMs)).toEqual([0, 0, 0, 0, 0]);
  });

  it('when 5 or more were wrong, then the wait starts at 1 second and doubles with each one', () => {
    expect([5, 6, 7, 8, 9].map(signInDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('when very many were wrong, then the wait stops growing at 15 minutes: slower, never locked', () => {
    expect(signInDelayMs(14)).toBe(512_000);
    expect(signInDelayMs(15)).toBe(SIGN_IN_THROTTLE.maxDelayMs);
    expect(SIGN_IN_THROTTLE.maxDelayMs).toBe(15 * 60_000);
    expect(signInDelayMs(10_000)).toBe(15 * 60_000);
  });

  it('says the wait in seconds under a minute and a half, else in whole minutes rounded up', () => {
    expect([1, 16, 89].map(waitOf)).toEqual([
      { unit: 'second', count: 1 },
      { unit: 'second', count: 16 },
      { unit: 'second', count: 89 },
    ]);
    expect([90, 91, 900].map(waitOf)).toEqual([
      { unit: 'minute', count: 2 },
      { unit: 'minute', count: 2 },
      { unit: 'minute', count: 15 },
    ]);
  });
});
