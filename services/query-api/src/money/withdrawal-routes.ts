import { dollars, live, withdrawalRow } from '@harambee/read-models';
import type { Sql } from '@harambee/database';
import { ForbiddenError, handle, NotFoundError, parseInput, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { findCampaign } from '../campaigns/campaign-queries';
import { blankAsMissing, idParam } from '../params';
import { isSelfOrAdmin } from '../viewer';

export const withdrawalsQuery = z.object({ campaignId: blankAsMissing(idParam.shape.id.optional()) });

const withdrawalListing = withdrawalRow.extend({ campaign_title: z.string().nullable(), creator_name: z.string().nullable() });

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The API speaks dollars; the wallet's account number was masked before it reached the read side. */
const withdrawalJson = (row: z.infer<typeof withdrawalListing>) => ({
  _id: row.id,
  campaignId: row.campaign_id,
  campaignTitle: row.campaign_title ?? '',
  creatorName: row.creator_name ?? '',
  wallet: { provider: row.wallet_provider, country: row.wallet_country, accountNumber: row.wallet_account },
  grossAmount: dollars(row.gross_cents),
  platformFee: dollars(row.platform_fee_cents),
  processingFees: dollars(row.processing_fees_cents),
  netAmount: dollars(row.net_cents),
  status: row.status,
  reason: row.reason,
  reference: row.reference,
  requestedAt: row.requested_at.toISOString(),
  decidedAt: iso(row.decided_at),
  paidAt: iso(row.paid_at),
});

const withdrawalsWhere = async (db: Sql, where: string, params: unknown[]) => {
  const rows = await db.query(
    `select w.*, c.title as campaign_title, u.name as creator_name
     from ${live('withdrawals')} w
     left join ${live('campaigns')} c on c.id = w.campaign_id
     left join ${live('users')} u on u.id = w.creator_id
     where ${where}
     order by w.requested_at desc, w.id`,
    params,
  );
  return rows.map((row) => withdrawalJson(withdrawalListing.parse(row)));
};

/** Withdrawals, newest first: a creator sees their own, an admin every one; or one campaign's, for its creator or an admin. */
export const withdrawalRoutes = (db: Sql, secret: string) =>
  Router().get(
    '/v1/withdrawals',
    handle(async (req, res) => {
      const actor = requireActor(req, secret);
      const { campaignId } = parseInput(withdrawalsQuery, req.query);
      if (campaignId) {
        const campaign = await findCampaign(db, campaignId);
        if (!campaign) throw new NotFoundError('Campaign not found');
        if (!isSelfOrAdmin(actor, campaign.creator_id)) throw new ForbiddenError();
        return success(res, { withdrawals: await withdrawalsWhere(db, 'w.campaign_id = $1', [campaignId]) });
      }
      const withdrawals =
        actor.role === 'admin'
          ? await withdrawalsWhere(db, 'true', [])
          : await withdrawalsWhere(db, 'w.creator_id = $1', [actor.userId]);
      success(res, { withdrawals });
    }),
  );
