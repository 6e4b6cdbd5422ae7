import type { ReconciliationDifferenceDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import type { DifferenceChange } from './reconciliation-differences';

export const reconciliationDifferencesOnMongo: StoreWrites<MongoTx, DifferenceChange> = {
  found: (tx, { difference: d }) =>
    insertIfAbsent(tx, 'reconciliation_differences', [
      {
        _id: d.differenceId,
        day: d.day,
        provider: d.provider,
        kind: d.kind,
        movement: d.movement,
        reference: d.reference,
        our_amount_cents: d.ourAmountCents,
        provider_amount_cents: d.providerAmountCents,
        currency: d.currency,
        payment_id: d.paymentId,
        campaign_id: d.campaignId,
        found_at: new Date(d.foundAt),
      } satisfies ReconciliationDifferenceDocument,
    ]),
};
