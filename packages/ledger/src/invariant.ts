/** One thing the books must never break, as an operator reads it: what was checked, how many, what broke. */
export type Violation = { subject: string; detail: string };
export type InvariantResult = {
  name: string;
  checked: number;
  /** What `checked` counts: postings, escrows, gifts, campaigns, withdrawals. */
  unit: string;
  violations: Violation[];
  /** Counts beside the check worth reading (gifts by end state). */
  counts?: Record<string, number>;
};

export const resultOf = (
  name: string,
  checked: number,
  unit: string,
  violations: Violation[],
  counts?: Record<string, number>,
): InvariantResult => ({ name, checked, unit, violations, ...(counts && { counts }) });

/** `conservation: 1234 postings, 0 violations`, then each violation on its own line. */
export const describeResult = ({ name, checked, unit, violations, counts }: InvariantResult) => {
  const extra = counts
    ? ` (${Object.entries(counts)
        .map(([key, count]) => `${count} ${key}`)
        .join(', ')})`
    : '';
  const head = `${name}: ${checked} ${unit}${extra}, ${violations.length} violations`;
  return [head, ...violations.map(({ subject, detail }) => `  ${subject}: ${detail}`)].join('\n');
};
