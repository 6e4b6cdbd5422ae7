import { DURATION_MAX_DAYS, GOAL_MAX, GOAL_MIN, GOAL_STEP } from './campaign';
import { DONATION_MIN_DOLLARS } from './donation';

/**
 * The figures the pages state about campaigns and gifts, as message arguments (dollars, fractions): the campaign
 * rules themselves, and the claims the spec has the content make that nothing enforces (an investment's minimum and
 * the amount above which it is verified, the returns creators describe).
 */
export const STATED_TERMS = {
  goalMin: GOAL_MIN,
  goalMax: GOAL_MAX,
  goalStep: GOAL_STEP,
  daysMax: DURATION_MAX_DAYS,
  donationMin: DONATION_MIN_DOLLARS,
  investmentMin: 50,
  verifiedAbove: 10_000,
  returnsFrom: 0.08,
  returnsTo: 0.25,
} as const;
