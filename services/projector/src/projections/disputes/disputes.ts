import type { EventData } from '@harambee/events';
import type { ReadModel } from '../../read-model';

export type OpenedDispute = EventData<'DisputeOpened'>;
export type ClosedDispute = EventData<'DisputeClosed'>;

type Answered = { provider: string; disputeId: string };

export type DisputeChange =
  | { kind: 'opened'; dispute: OpenedDispute }
  | { kind: 'closed'; dispute: ClosedDispute }
  | { kind: 'answered'; dispute: Answered; answer: 'accepted' | 'contested' }
  | { kind: 'writtenOff'; dispute: Answered };

/** One row per dispute, keyed by its provider and its id there. */
export const disputeKey = ({ provider, disputeId }: { provider: string; disputeId: string }) =>
  `${provider}:${disputeId}`;

/** Every dispute on a gift: open ones with their deadline for evidence, closed ones won or lost. */
export const disputes: ReadModel<DisputeChange> = {
  name: 'disputes',
  tables: ['disputes'],
  on: {
    DisputeOpened: ({ data }) => [{ kind: 'opened', dispute: data }],
    DisputeClosed: ({ data }) => [{ kind: 'closed', dispute: data }],
    DisputeAccepted: ({ data }) => [{ kind: 'answered', dispute: data, answer: 'accepted' }],
    DisputeContested: ({ data }) => [{ kind: 'answered', dispute: data, answer: 'contested' }],
    DisputeWrittenOff: ({ data }) => [{ kind: 'writtenOff', dispute: data }],
  },
};
