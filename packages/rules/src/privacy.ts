/**
 * How long the outbox keeps who a delivered (or finally refused) mail went to: long enough to answer "did you
 * send me my receipt?" and to list it in the person's export, then only its subject, kind and date stay.
 */
export const MAIL_RECIPIENT_RETENTION_DAYS = 30;
