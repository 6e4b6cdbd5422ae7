/**
 * How long a follow waits for its owner to confirm it with the mailed link. Anyone can type any address into
 * the donate form, so an unconfirmed follow is never mailed about a campaign, and after these days it expires.
 */
export const FOLLOW_CONFIRMATION_DAYS = 7;

export const FOLLOW_MESSAGES = {
  linkMissing: 'Please open the confirmation link from your email.',
  linkInvalid: 'This confirmation link is invalid or has expired.',
} as const;
