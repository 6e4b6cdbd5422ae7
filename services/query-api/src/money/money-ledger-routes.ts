import { dollars, type LedgerKind, live, moneyLedgerRow } from '@harambee/read-models';
import type { Sql } from '@harambee/database';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { findCampaign } from '../campaigns/campaign-queries';
import { idOf } from '../params';
import { requireSelfOrAdmin } from '../viewer';

const FEES: ReadonlySet<LedgerKind> = new Set(['platformFee', 'processingFee']);

const entriesOf = async (db: Sql, campaignId: string) => {
  const rows = await db.query(
    `select * from ${live('money_ledger')} where campaign_id = $1
     order by transaction_id, global_position,
       array_position(array['gift', 'refund', 'platformFee', 'processingFee', 'payout'], kind)`,
    [campaignId],
  );
  return rows.map((row) => moneyLedgerRow.parse(row));
};

/**
 * Every gift in and every refund, fee and payout out, in the order they happened, with the balance still held
 * after each; the totals in dollars, summed in cents so they add up exactly.
 */
const ledgerJson = (rows: ReturnType<typeof moneyLedgerRow.parse>[]) => {
  const cents = { raised: 0, refunded: 0, fees: 0, paidOut: 0 };
  const entries = rows.map((row) => {
    if (row.kind === 'gift') cents.raised += row.amount_cents;
    else if (row.kind === 'refund') cents.refunded += row.amount_cents;
    else if (FEES.has(row.kind)) cents.fees += row.amount_cents;
    else cents.paidOut += row.amount_cents;
    return {
      kind: row.kind,
      amount: dollars(row.amount_cents),
      at: row.at.toISOString(),
      actorName: row.actor_name,
      reference: row.reference,
      balance: dollars(cents.raised - cents.refunded - cents.fees - cents.paidOut),
    };
  });
  const openBalance = cents.raised - cents.refunded - cents.fees - cents.paidOut;
  return {
    entries,
    totals: {
      raised: dollars(cents.raised),
      refunded: dollars(cents.refunded),
      fees: dollars(cents.fees),
      paidOut: dollars(cents.paidOut),
      openBalance: dollars(openBalance),
    },
  };
};

/** A campaign's money ledger, for its creator and admins. */
export const moneyLedgerRoutes = (db: Sql, secret: string) =>
  Router().get(
    '/v1/campaigns/:id/money',
    handle(async (req, res) => {
      requireActor(req, secret);
      const campaign = await findCampaign(db, idOf(req));
      if (!campaign) throw new NotFoundError('Campaign not found');
      requireSelfOrAdmin(req, secret, campaign.creator_id);
      success(res, ledgerJson(await entriesOf(db, campaign.id)));
    }),
  );
