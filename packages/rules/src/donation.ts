/** The donation form's limits and the spec's messages, for the forms and the server alike. */
export const DONATION_MESSAGES = {
  amount: 'Please enter a valid donation amount.',
  name: 'Please enter your name or choose to remain anonymous.',
  email: 'Please enter a valid email address.',
  campaign: 'Campaign ID is missing',
  message: 'Message must be 500 characters or less.',
  dedication: 'Please enter who this donation is dedicated to.',
  keepPostedEmail: 'Please enter your email so we can tell you about their next campaign.',
} as const;

/** The donate form's honest stand-in for a recurring gift, which a campaign's few days could never charge again. */
export const keepPostedLabel = (creatorName: string) =>
  `Keep me posted: tell me when ${creatorName || 'this creator'} starts a new campaign`;

export const DONATION_MIN_DOLLARS = 1;
export const DONATION_MAX_DOLLARS = 1_000_000;

/** A number outside the limits is told the limit it missed; anything else gets the spec's message. */
export const DONATION_LIMIT_MESSAGES = {
  minimum: `The minimum gift is $${DONATION_MIN_DOLLARS}.`,
  maximum: `The largest gift we can take at once is $${DONATION_MAX_DOLLARS.toLocaleString('en-US')}.`,
} as const;
export const DONATION_MESSAGE_MAX = 500;
export const DONOR_NAME_MAX = 100;

/** A campaign's gifts are listed this many a page at most, and by default. */
export const DONATIONS_PAGE_MAX = 100;

/**
 * How long a donor's browser waits for a payment to start (the checkout opened, the card charged) before it says the
 * start failed and offers to try again; the retry sends the same idempotency key, so it never charges twice.
 */
export const PAYMENT_START_TIMEOUT_MS = 10_000;
