import { type LedgerTotals, ledgerTotals } from '@harambee/ledger';
import { dollars, type LedgerKind, type MoneyLedgerRow } from '@harambee/read-models';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { requireSelfOrAdmin } from '../viewer';

/** Whether each kind of entry brings money into the campaign or takes it out. */
const SIGN: Record<LedgerKind, 1 | -1> = {
  gift: 1,
  refund: -1,
  platformFee: -1,
  processingFee: -1,
  payout: -1,
};

/** Every gift in and every refund, fee and payout out, in the order they happened, with the balance held after each. */
const entriesJson = (rows: MoneyLedgerRow[]) => {
  let balanceCents = 0;
  return rows.map((row) => {
    balanceCents += SIGN[row.kind] * row.amount_cents;
    return {
      kind: row.kind,
      amount: dollars(row.amount_cents),
      at: row.at.toISOString(),
      actorName: row.actor_name,
      reference: row.reference,
      balance: dollars(balanceCents),
    };
  });
};

/** The totals are the books' (ledger_entries), in dollars, summed in cents so they add up exactly. */
const totalsJson = (totals: LedgerTotals) => ({
  raised: dollars(totals.raisedCents),
  refunded: dollars(totals.refundedCents),
  fees: dollars(totals.feesCents),
  paidOut: dollars(totals.paidOutCents),
  openBalance: dollars(totals.heldCents),
});

/** A campaign's money ledger, for its creator and admins. */
export const moneyLedgerRoutes = (reads: ReadStore, secret: string) =>
  Router().get(
    '/v1/campaigns/:id/money',
    handle(async (req, res) => {
      requireActor(req, secret);
      const campaign = await reads.findCampaign(idOf(req));
      if (!campaign) throw new NotFoundError({ key: 'api.campaign.notFound' });
      requireSelfOrAdmin(req, secret, campaign.creator_id);
      const [rows, lines] = await Promise.all([
        reads.ledgerEntriesOf(campaign.id),
        reads.ledgerLinesOfCampaign(campaign.id),
      ]);
      success(res, { entries: entriesJson(rows), totals: totalsJson(ledgerTotals(lines)) });
    }),
  );
