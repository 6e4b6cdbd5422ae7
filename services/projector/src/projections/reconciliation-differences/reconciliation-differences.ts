import type { EventData } from '@harambee/events';
import type { ReadModel } from '../../read-model';

export type FoundDifference = EventData<'ReconciliationDifferenceFound'>;
export type DifferenceChange = { kind: 'found'; difference: FoundDifference };

/** Each difference a reconciliation found between our log and a provider's own record, once. */
export const reconciliationDifferences: ReadModel<DifferenceChange> = {
  name: 'reconciliation-differences',
  tables: ['reconciliation_differences'],
  on: {
    ReconciliationDifferenceFound: ({ data }) => [{ kind: 'found', difference: data }],
  },
};
