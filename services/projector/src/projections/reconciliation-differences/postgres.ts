import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import type { DifferenceChange } from './reconciliation-differences';

export const reconciliationDifferencesOnPostgres: StoreWrites<Sql, DifferenceChange> = {
  found: async (tx, { difference: d }) => {
    await tx.query(
      `insert into reconciliation_differences (id, day, provider, kind, movement, reference, our_amount_cents,
                                               provider_amount_cents, currency, payment_id, campaign_id, found_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (id) do nothing`,
      [
        d.differenceId,
        d.day,
        d.provider,
        d.kind,
        d.movement,
        d.reference,
        d.ourAmountCents,
        d.providerAmountCents,
        d.currency,
        d.paymentId,
        d.campaignId,
        d.foundAt,
      ],
    );
  },
};
