import type { Withdrawal } from '@/lib/money/types';

/** One step of a withdrawal's way to the wallet: done, where it is now, where it went wrong, or still ahead. */
export type TimelineStep = {
  /** The step's text in the catalogue (`creator.payoutTimeline.{key}`). */
  key: string;
  state: 'done' | 'current' | 'failed' | 'ahead';
  /** When it happened, for the steps that did. */
  at?: string;
};

/** What the creator does next, or knows, once a step went wrong or the money went twice. */
export type TimelineNote = 'rejectedNext' | 'failedNext' | 'unknownNext' | 'paidTwice';

const decided = (withdrawal: Withdrawal) => withdrawal.decidedAt ?? undefined;

/** Requested → approved → sent → arrived, in plain steps, or where it stopped and what happens next. */
export const payoutTimeline = (
  withdrawal: Withdrawal,
): { steps: TimelineStep[]; notes: TimelineNote[] } => {
  const requested: TimelineStep = { key: 'requested', state: 'done', at: withdrawal.requestedAt };
  const approved: TimelineStep = { key: 'approved', state: 'done', at: decided(withdrawal) };
  const twice: TimelineNote[] = withdrawal.duplicateReference ? ['paidTwice'] : [];
  switch (withdrawal.status) {
    case 'requested':
      return {
        steps: [
          requested,
          { key: 'reviewWaiting', state: 'current' },
          { key: 'sendAhead', state: 'ahead' },
          { key: 'arriveAhead', state: 'ahead' },
        ],
        notes: [],
      };
    case 'rejected':
      return {
        steps: [requested, { key: 'rejected', state: 'failed', at: decided(withdrawal) }],
        notes: ['rejectedNext'],
      };
    case 'approved':
      return {
        steps: [
          requested,
          approved,
          { key: 'sending', state: 'current' },
          { key: 'arriveAhead', state: 'ahead' },
        ],
        notes: [],
      };
    case 'unknown':
      return {
        steps: [requested, approved, { key: 'unknown', state: 'current' }],
        notes: ['unknownNext', ...twice],
      };
    case 'failed':
      return {
        steps: [requested, approved, { key: 'failed', state: 'failed' }],
        notes: ['failedNext'],
      };
    case 'paid':
      return {
        steps: [
          requested,
          approved,
          { key: 'sent', state: 'done' },
          { key: 'arrived', state: 'done', at: withdrawal.paidAt ?? undefined },
        ],
        notes: twice,
      };
  }
};
