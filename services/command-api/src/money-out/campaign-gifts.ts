import type { SqlDatabase } from '@harambee/database';

/** A gift a campaign received: a recorded donation or a confirmed crypto pledge, on its own donation stream. */
export type CampaignGift = {
  streamId: string;
  paymentId: string;
  amountCents: number;
  /** Who took the money, when a hosted checkout did; null for the in-page sandbox card, offline and crypto gifts. */
  provider: string | null;
  refunded: boolean;
};

/**
 * The campaign stream does not know what it raised: gifts are recorded on donation streams (the campaign is only
 * their dependency). The write side reads them from the log by the campaign's id; every decision still folds streams.
 */
export const campaignGifts = async (db: SqlDatabase, campaignId: string): Promise<CampaignGift[]> => {
  const rows = await db.query<{ stream_id: string; payment_id: string; amount_cents: number; provider: string | null; refunded: boolean }>(
    `select g.stream_id, coalesce(g.data->>'paymentId', g.data->>'pledgeId') as payment_id,
            (g.data->>'amountCents')::int as amount_cents, p.data->>'provider' as provider,
            exists (select 1 from events r where r.stream_id = g.stream_id and r.type = 'DonationRefunded') as refunded
     from events g
     left join events p on p.type = 'PaymentSucceeded' and p.stream_id = 'payment-' || (g.data->>'paymentId')
     where g.type in ('DonationRecorded', 'CryptoPledgeConfirmed') and g.data->>'campaignId' = $1
     order by g.global_position`,
    [campaignId],
  );
  return rows.map((row) => ({
    streamId: row.stream_id,
    paymentId: row.payment_id,
    amountCents: row.amount_cents,
    provider: row.provider,
    refunded: row.refunded,
  }));
};

export const raisedCents = (gifts: readonly CampaignGift[]) =>
  gifts.filter((gift) => !gift.refunded).reduce((sum, gift) => sum + gift.amountCents, 0);
