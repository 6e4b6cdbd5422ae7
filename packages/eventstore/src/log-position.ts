import type { LogPosition } from './event-store';

/** Orders positions as readers do: by transaction id, then global position. */
export const comparePositions = (a: LogPosition, b: LogPosition): number => {
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  const difference =
    byTransaction !== 0n ? byTransaction : BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};
