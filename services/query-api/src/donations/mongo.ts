import { type DonationDocument, donationRow, rowOf } from '@harambee/read-models';
import type { Db } from 'mongodb';

/** A campaign's counted gifts, newest first; with `pending`, the crypto pledges awaiting confirmation too. */
export const listDonations = async (
  db: Db,
  campaignId: string,
  { pending }: { pending: boolean },
) =>
  (
    await db
      .collection<DonationDocument>('donations')
      .find({ campaign_id: campaignId, ...(!pending && { status: 'completed' as const }) })
      .sort({ created_at: -1, _id: 1 })
      .toArray()
  ).map((document) => donationRow.parse(rowOf('donations', document)));
