import type { MessageKey, Words } from '@harambee/messages';

/** The donation form's refusals by catalogue key, for the forms and the server alike (the spec's words in English). */
export const DONATION_MESSAGES = {
  amount: 'donation.amountInvalid',
  name: 'donation.nameRequired',
  email: 'form.emailInvalid',
  message: 'donation.messageTooLong',
  dedication: 'donation.dedicationRequired',
  keepPostedEmail: 'donation.followEmailRequired',
} as const satisfies Record<string, MessageKey>;

export const DONATION_MIN_DOLLARS = 1;
export const DONATION_MAX_DOLLARS = 1_000_000;

/** A number outside the limits is told the limit it missed, in US dollars as the reader's language writes them. */
export const DONATION_LIMIT_MESSAGES = {
  minimum: { key: 'giving.rule.minimum', values: { amount: DONATION_MIN_DOLLARS } },
  maximum: { key: 'giving.rule.maximum', values: { amount: DONATION_MAX_DOLLARS } },
} as const satisfies Record<string, Words>;
export const DONATION_MESSAGE_MAX = 500;
export const DONOR_NAME_MAX = 100;

/** A campaign's gifts are listed this many a page at most, and by default. */
export const DONATIONS_PAGE_MAX = 100;

/**
 * How long a donor's browser waits for a payment to start (the checkout opened, the card charged) before it says the
 * start failed and offers to try again; the retry sends the same idempotency key, so it never charges twice.
 */
export const PAYMENT_START_TIMEOUT_MS = 10_000;
