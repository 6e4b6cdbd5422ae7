import type { DonationDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import type { DonationChange, NewDonation } from './donations';

/** A new gift as its document: not confirmed (a pledge) or confirmed at once, nothing refunded. */
export const donationDocument = ({ id, created_at, ...fields }: NewDonation): DonationDocument => ({
  _id: id,
  ...fields,
  created_at: new Date(created_at),
  confirmed_at: null,
  refund_status: 'recorded',
});

const donations = (tx: MongoTx) => tx.collection<DonationDocument>('donations');

export const donationsOnMongo: StoreWrites<MongoTx, DonationChange> = {
  given: (tx, change) => insertIfAbsent(tx, 'donations', change.donations.map(donationDocument)),
  pledgeConfirmed: async (tx, { pledgeId, amountCents, confirmedAt }) => {
    await donations(tx).updateOne(
      { _id: pledgeId, status: 'pending' },
      {
        $set: {
          status: 'completed',
          amount_cents: amountCents,
          confirmed_at: new Date(confirmedAt),
        },
      },
      { session: tx.session },
    );
  },
  /** A refunded gift stays refunded, whatever arrives after. */
  refundStatus: async (tx, { donationId, status }) => {
    await donations(tx).updateOne(
      { _id: donationId, refund_status: { $ne: 'refunded' } },
      { $set: { refund_status: status } },
      { session: tx.session },
    );
  },
};
