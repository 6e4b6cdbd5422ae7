import { dollars } from '@harambee/read-models';
import { handle, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import type { ReadStore } from '../read-store/port';
import type { DifferenceListing, DisputeListing } from './dispute-listing';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const major = (cents: number | null) => (cents === null ? null : dollars(cents));

/** Amounts in the currency's major units, as the API speaks dollars. */
const disputeJson = (row: DisputeListing) => ({
  _id: row.id,
  disputeId: row.dispute_id,
  provider: row.provider,
  paymentId: row.payment_id,
  donationId: row.donation_id,
  campaignId: row.campaign_id,
  campaignTitle: row.campaign_title ?? '',
  amount: dollars(row.amount_cents),
  currency: row.currency,
  reason: row.reason,
  evidenceDueBy: iso(row.evidence_due_by),
  status: row.status,
  afterPayout: row.after_payout,
  openedAt: row.opened_at.toISOString(),
  closedAt: iso(row.closed_at),
  answer: row.answer,
  writtenOff: row.written_off,
});

const differenceJson = (row: DifferenceListing) => ({
  _id: row.id,
  day: row.day,
  provider: row.provider,
  kind: row.kind,
  movement: row.movement,
  reference: row.reference,
  ourAmount: major(row.our_amount_cents),
  providerAmount: major(row.provider_amount_cents),
  currency: row.currency,
  paymentId: row.payment_id,
  campaignId: row.campaign_id,
  campaignTitle: row.campaign_title,
  foundAt: row.found_at.toISOString(),
});

/**
 * For admins: every dispute with its deadline, and what reconciliations found our books and a provider's disagree on.
 * For a creator: the disputes of their own campaigns' gifts.
 */
export const disputeRoutes = (reads: ReadStore, secret: string) =>
  Router()
    .get(
      '/v1/creator/disputes',
      handle(async (req, res) => {
        const actor = requireActor(req, secret, 'creator');
        success(res, {
          disputes: (await reads.listCreatorDisputes(actor.userId)).map(disputeJson),
        });
      }),
    )
    .get(
      '/v1/admin/disputes',
      handle(async (req, res) => {
        requireActor(req, secret, 'admin');
        success(res, { disputes: (await reads.listDisputes()).map(disputeJson) });
      }),
    )
    .get(
      '/v1/admin/reconciliation-differences',
      handle(async (req, res) => {
        requireActor(req, secret, 'admin');
        success(res, {
          differences: (await reads.listReconciliationDifferences()).map(differenceJson),
        });
      }),
    );
