import { dollars, type LedgerKind, type MoneyLedgerRow } from '@harambee/read-models';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { requireSelfOrAdmin } from '../viewer';

const FEES: ReadonlySet<LedgerKind> = new Set(['platformFee', 'processingFee']);

/**
 * Every gift in and every refund, fee and payout out, in the order they happened, with the balance still held
 * after each; the totals in dollars, summed in cents so they add up exactly.
 */
const ledgerJson = (rows: MoneyLedgerRow[]) => {
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
export const moneyLedgerRoutes = (reads: ReadStore, secret: string) =>
  Router().get(
    '/v1/campaigns/:id/money',
    handle(async (req, res) => {
      requireActor(req, secret);
      const campaign = await reads.findCampaign(idOf(req));
      if (!campaign) throw new NotFoundError('Campaign not found');
      requireSelfOrAdmin(req, secret, campaign.creator_id);
      success(res, ledgerJson(await reads.ledgerEntriesOf(campaign.id)));
    }),
  );
