import type { EventData } from '@harambee/events';
import type { ReadModel } from '../../read-model';

export type OpenedDispute = EventData<'DisputeOpened'>;
export type ClosedDispute = EventData<'DisputeClosed'>;

export type DisputeChange =
  { kind: 'opened'; dispute: OpenedDispute } | { kind: 'closed'; dispute: ClosedDispute };

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
  },
};
