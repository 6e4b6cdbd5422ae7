import { dollars } from '@harambee/read-models';
import {
  ForbiddenError,
  handle,
  NotFoundError,
  parseInput,
  requireActor,
  success,
} from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { blankAsMissing, idParam } from '../params';
import type { ReadStore } from '../read-store/port';
import { isSelfOrAdmin } from '../viewer';
import type { WithdrawalListing } from './withdrawal-listing';

export const withdrawalsQuery = z.object({
  campaignId: blankAsMissing(idParam.shape.id.optional()),
});

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What the approval sends in the wallet's currency, with every rate quoted for it (in the order of the currency bought). */
const payoutJson = (row: WithdrawalListing) =>
  row.payout && {
    ...row.payout,
    rates: Object.values(row.payout_rates).sort((a, b) => a.to.localeCompare(b.to)),
    final: true,
  };

/**
 * The API speaks dollars, beside each currency held in its minor units and the payout in the wallet's currency (null
 * until approved); the wallet's account number was masked before it reached the read side.
 */
const withdrawalJson = (row: WithdrawalListing) => ({
  _id: row.id,
  campaignId: row.campaign_id,
  campaignTitle: row.campaign_title ?? '',
  creatorName: row.creator_name ?? '',
  wallet: {
    provider: row.wallet_provider,
    country: row.wallet_country,
    accountNumber: row.wallet_account,
    linkedAt: iso(row.wallet_linked_at),
  },
  grossAmount: dollars(row.gross_cents),
  platformFee: dollars(row.platform_fee_cents),
  processingFees: dollars(row.processing_fees_cents),
  netAmount: dollars(row.net_cents),
  byCurrency: row.by_currency ?? [],
  payout: payoutJson(row),
  status: row.status,
  reason: row.reason,
  reference: row.reference,
  duplicateReference: row.duplicate_reference,
  requestedAt: row.requested_at.toISOString(),
  decidedAt: iso(row.decided_at),
  paidAt: iso(row.paid_at),
});

/** Withdrawals, newest first: a creator sees their own, an admin every one; or one campaign's, for its creator or an admin. */
export const withdrawalRoutes = (reads: ReadStore, secret: string) =>
  Router().get(
    '/v1/withdrawals',
    handle(async (req, res) => {
      const actor = requireActor(req, secret);
      const { campaignId } = parseInput(withdrawalsQuery, req.query);
      if (campaignId) {
        const campaign = await reads.findCampaign(campaignId);
        if (!campaign) throw new NotFoundError({ key: 'api.campaign.notFound' });
        if (!isSelfOrAdmin(actor, campaign.creator_id)) throw new ForbiddenError();
        return success(res, {
          withdrawals: (await reads.listCampaignWithdrawals(campaignId)).map(withdrawalJson),
        });
      }
      const withdrawals =
        actor.role === 'admin'
          ? await reads.listWithdrawals()
          : await reads.listCreatorWithdrawals(actor.userId);
      success(res, { withdrawals: withdrawals.map(withdrawalJson) });
    }),
  );
