/**
 * Wrong passwords slow an account down rather than lock it: any stranger can type them, so the delay grows
 * but never becomes a lock, and the owner is mailed a one-time link that signs them in meanwhile.
 */
export const SIGN_IN_THROTTLE = {
  /** Wrong passwords in a row that cost nothing. */
  freeFailures: 5,
  /** The wait after the last free one; it doubles with each further wrong password. */
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  /** After this long without an attempt the failures are forgotten. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** How long a mailed sign-in link works (once). */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

/** How long the next sign-in to an account must wait after `failures` wrong passwords in a row. */
export const signInDelayMs = (failures: number) => {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - freeFailures), maxDelayMs);
};

/** A wait as people say it: in seconds under a minute and a half, else in whole minutes (rounded up). */
export const waitOf = (seconds: number) =>
  seconds < 90
    ? ({ unit: 'second', count: seconds } as const)
    : ({ unit: 'minute', count: Math.ceil(seconds / 60) } as const);

export const SIGN_IN_MESSAGES = {
  linkMissing: 'Please open the sign-in link from your email',
  linkInvalid: 'This sign-in link is invalid, has expired or was already used',
} as const;
