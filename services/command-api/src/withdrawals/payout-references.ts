const RETRY_MARK = '_retry';

/**
 * The transfer reference of a withdrawal's payout attempt: its id, then `{id}_retry{n}` (providers refuse a reference
 * twice; `-`, `_` and letters or digits are what Paystack accepts).
 */
export const payoutReference = (withdrawalId: string, attempt: number) =>
  attempt <= 1 ? withdrawalId : `${withdrawalId}${RETRY_MARK}${attempt}`;

/** The withdrawal a transfer reference belongs to. */
export const withdrawalOfReference = (reference: string) => reference.split(RETRY_MARK)[0]!;

/** The reference of every attempt approved so far, first to last. */
export const attemptReferences = (withdrawalId: string, attempts: number) =>
  Array.from({ length: attempts }, (_, index) => payoutReference(withdrawalId, index + 1));
