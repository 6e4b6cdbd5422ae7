/**
 * How long the outbox keeps who a delivered (or finally refused) mail went to: long enough to answer "did you
 * send me my receipt?" and to list it in the person's export, then only its subject, kind and date stay.
 */
export const MAIL_RECIPIENT_RETENTION_DAYS = 30;

/** How often one account may download its data: each export reads the person's records from the log. */
export const YOUR_DATA_EXPORTS_PER_ACCOUNT = { limit: 5, windowMs: 60 * 60_000 };
