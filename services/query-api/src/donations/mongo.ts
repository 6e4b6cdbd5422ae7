import { type DonationDocument, donationRow, rowOf } from '@harambee/read-models';
import type { Db } from 'mongodb';
import type { DonationsQuery } from './donations-query';

/**
 * A page of a campaign's counted gifts, newest first (the id breaking ties), and how many there are in all;
 * with `pending`, the crypto pledges awaiting confirmation too.
 */
export const listDonations = async (
  db: Db,
  campaignId: string,
  { pending, page, limit }: { pending: boolean } & DonationsQuery,
) => {
  const donations = db.collection<DonationDocument>('donations');
  const which = { campaign_id: campaignId, ...(!pending && { status: 'completed' as const }) };
  const [documents, total] = await Promise.all([
    donations
      .find(which)
      .sort({ created_at: -1, _id: 1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .toArray(),
    donations.countDocuments(which),
  ]);
  return {
    donations: documents.map((document) => donationRow.parse(rowOf('donations', document))),
    total,
  };
};
