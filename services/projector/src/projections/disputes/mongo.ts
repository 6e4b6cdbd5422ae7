import type { DisputeDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import { type DisputeChange, disputeKey } from './disputes';

const at = (iso: string | null) => (iso === null ? null : new Date(iso));

export const disputesOnMongo: StoreWrites<MongoTx, DisputeChange> = {
  opened: (tx, { dispute }) =>
    insertIfAbsent(tx, 'disputes', [
      {
        _id: disputeKey(dispute),
        dispute_id: dispute.disputeId,
        provider: dispute.provider,
        payment_id: dispute.paymentId,
        donation_id: dispute.donationId,
        campaign_id: dispute.campaignId,
        amount_cents: dispute.amountCents,
        currency: dispute.currency,
        reason: dispute.reason,
        evidence_due_by: at(dispute.evidenceDueBy),
        status: 'open',
        after_payout: dispute.afterPayout,
        opened_at: new Date(dispute.openedAt),
        closed_at: null,
        answer: null,
        written_off: false,
      } satisfies DisputeDocument,
    ]),
  closed: async (tx, { dispute }) => {
    await tx.collection<DisputeDocument>('disputes').updateOne(
      { _id: disputeKey(dispute) },
      {
        $set: {
          status: dispute.outcome,
          after_payout: dispute.afterPayout,
          closed_at: new Date(dispute.closedAt),
        },
      },
      { session: tx.session },
    );
  },
  answered: async (tx, { dispute, answer }) => {
    await tx
      .collection<DisputeDocument>('disputes')
      .updateOne({ _id: disputeKey(dispute) }, { $set: { answer } }, { session: tx.session });
  },
  writtenOff: async (tx, { dispute }) => {
    await tx
      .collection<DisputeDocument>('disputes')
      .updateOne(
        { _id: disputeKey(dispute) },
        { $set: { written_off: true } },
        { session: tx.session },
      );
  },
};
