import { SANDBOX_DISPUTE_REASON, unknownCharge } from '@harambee/command-api';
import type { EventMetadata, HarambeeEvent } from '@harambee/events';

/** A gift the demo seeded, as the money-out seeds refer to it. */
export type SeededGift = { donationId: string; paymentId: string; amountCents: number };

type Write = (streamId: string, metadata: EventMetadata, ...events: HarambeeEvent[]) => void;
type Meta = (actorId: string | null, actorRole: EventMetadata['actorRole']) => EventMetadata;

const onGift = (campaignId: string, gift: SeededGift) => ({
  ...gift,
  campaignId,
  provider: 'sandbox' as const,
  currency: 'usd',
});

/**
 * A donor's bank disputes a gift, and what our admin answered, if anything: `accepted` closes it lost (after the
 * payout: the creator owes it); `writtenOff` books what the creator owes for it, open after the payout, to the
 * platform's loss, then contests it with evidence (won, the platform gets it back).
 */
export const seedDispute = (
  write: Write,
  meta: Meta,
  at: (days: number) => string,
  campaignId: string,
  gift: SeededGift,
  answer?: { by: string; is: 'accepted' | 'writtenOff' },
) => {
  const disputeId = `sbx_dp_${gift.paymentId}`;
  const ofGift = onGift(campaignId, gift);
  const afterPayout = answer !== undefined;
  const stream = `donation-${gift.paymentId}`;
  write(stream, meta(null, 'system'), {
    type: 'DisputeOpened',
    data: {
      ...ofGift,
      disputeId,
      reason: SANDBOX_DISPUTE_REASON,
      evidenceDueBy: at(answer?.is === 'accepted' ? -0.2 : answer ? 6 : 5),
      afterPayout,
      openedAt: at(answer?.is === 'accepted' ? -0.4 : -0.3),
    },
  });
  if (!answer) return;
  const answered = { ...ofGift, disputeId, adminId: answer.by };
  const admin = meta(answer.by, 'admin');
  if (answer.is === 'accepted')
    write(
      stream,
      admin,
      {
        type: 'DisputeAccepted',
        data: {
          ...answered,
          reason: 'The donor did not authorise this card',
          acceptedAt: at(-0.1),
        },
      },
      {
        type: 'DisputeClosed',
        data: { ...ofGift, disputeId, outcome: 'lost', afterPayout: true, closedAt: at(-0.1) },
      },
    );
  if (answer.is === 'writtenOff')
    write(
      stream,
      admin,
      {
        type: 'DisputeWrittenOff',
        data: {
          ...answered,
          amountCents: gift.amountCents,
          reason: 'Too small to recover from the creator',
          writtenOffAt: at(-0.2),
        },
      },
      {
        type: 'DisputeContested',
        data: {
          ...answered,
          evidence: 'The donor gave through our page and was mailed a receipt the same minute.',
          contestedAt: at(-0.15),
        },
      },
    );
};

/** Half of a gift refunded from the provider's dashboard, before its campaign's withdrawal was approved. */
export const seedProviderRefund = (
  write: Write,
  meta: Meta,
  at: (days: number) => string,
  campaignId: string,
  gift: SeededGift,
) => {
  const amountCents = Math.floor(gift.amountCents / 2);
  write(`donation-${gift.paymentId}`, meta(null, 'system'), {
    type: 'ProviderRefundRecorded',
    data: {
      ...onGift(campaignId, gift),
      amountCents,
      refundReference: `sbx_dashboard_refund_${gift.paymentId}`,
      afterPayout: false,
      refundedAt: at(-0.7),
    },
  });
  return amountCents;
};

/** What the books' checks found: a dispute on a charge no gift of ours was paid with, and a reconciliation difference. */
export const seedBookChecks = (write: Write, meta: Meta, at: (days: number) => string) => {
  const system = meta(null, 'system');
  const notice = {
    kind: 'disputeOpened' as const,
    provider: 'sandbox' as const,
    charge: { paymentId: 'chk_demo_unknown' },
    amountCents: 4_200,
    currency: 'usd',
    occurredAt: at(-2),
    disputeId: 'sbx_dp_demo_unknown',
    reason: SANDBOX_DISPUTE_REASON,
    evidenceDueBy: null,
  };
  write('provider-alert-sandbox-demo', system, {
    type: 'ProviderAlertRaised',
    data: {
      provider: notice.provider,
      reason: 'unknownCharge',
      reference: notice.disputeId,
      chargeReference: notice.charge.paymentId,
      paymentId: null,
      campaignId: null,
      amountCents: notice.amountCents,
      currency: notice.currency,
      detail: unknownCharge(notice),
      raisedAt: notice.occurredAt,
    },
  });
  write('reconciliation-difference-demo', system, {
    type: 'ReconciliationDifferenceFound',
    data: {
      differenceId: 'demo-difference',
      day: at(-1).slice(0, 10),
      provider: 'paystack',
      kind: 'missingInOurRecords',
      movement: 'charge',
      reference: 'T_demo_unmatched',
      ourAmountCents: null,
      providerAmountCents: 4_200,
      currency: 'usd',
      paymentId: null,
      campaignId: null,
      foundAt: at(-0.5),
    },
  });
};
