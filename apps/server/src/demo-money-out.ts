import type { EventData, EventMetadata, EventOf, HarambeeEvent } from '@harambee/events';
import { REVISED_FOR_PROVIDER_REVERSALS } from '@harambee/command-api';
import { type SeededGift, seedDispute, seedProviderRefund } from './demo-disputes';
import type { DemoMoneyOut } from './demo-content';

type Write = (streamId: string, metadata: EventMetadata, ...events: HarambeeEvent[]) => void;
type Meta = (actorId: string | null, actorRole: EventMetadata['actorRole']) => EventMetadata;
export type EndedCampaign = {
  campaignId: string;
  creatorId: string;
  goalCents: number;
  gifts: SeededGift[];
  wallet: Omit<EventData<'WalletLinked'>, 'userId' | 'linkedAt'>;
};

/** The platform keeps 5%, rounded half up to the cent; seeded gifts came in free of processing fees. */
const platformFeeOf = (cents: number) => Math.floor((cents * 500 + 5_000) / 10_000);
const masked = (accountNumber: string) =>
  `${'*'.repeat(accountNumber.length - 4)}${accountNumber.slice(-4)}`;

const refundGifts = (
  write: Write,
  meta: Meta,
  campaignId: string,
  gifts: SeededGift[],
  at: (days: number) => string,
) => {
  const system = meta(null, 'system');
  gifts.forEach((gift, n) => {
    const stream = `donation-${gift.paymentId}`;
    const refund = { ...gift, campaignId };
    write(stream, system, {
      type: 'RefundRequested',
      data: { ...refund, reason: 'The campaign did not reach its goal', requestedAt: at(-0.9) },
    });
    if (n === 0) {
      write(stream, system, {
        type: 'RefundFailed',
        data: {
          ...refund,
          reason: 'The card issuer did not answer',
          attempt: 1,
          failedAt: at(-0.9),
          nextAttemptAt: at(-0.5),
        },
      });
    }
    if (n === 1) {
      // Made, then failed at the provider: booked back and made again.
      const failed = `sbx_re_${gift.paymentId}_failed`;
      write(stream, system, {
        type: 'DonationRefunded',
        data: { ...refund, refundReference: failed, refundedAt: at(-0.6) },
      });
      write(stream, system, {
        type: 'RefundReversed',
        data: {
          ...refund,
          refundReference: failed,
          reason: 'The provider could not complete the refund',
          reversedAt: at(-0.5),
          nextAttemptAt: at(-0.45),
        },
      });
    }
    write(stream, system, {
      type: 'DonationRefunded',
      data: { ...refund, refundReference: `sbx_re_${gift.paymentId}`, refundedAt: at(-0.4) },
    });
  });
};

/** Half a gift refunded from the provider's side after the request: the approval takes the amounts again. */
const reviseAfterProviderRefund = (
  write: Write,
  meta: Meta,
  at: (days: number) => string,
  { campaignId, gifts }: EndedCampaign,
): EventOf<'WithdrawalRevised'> => {
  const refunded = seedProviderRefund(write, meta, at, campaignId, gifts[0]!);
  const grossCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0) - refunded;
  const platformFeeCents = platformFeeOf(grossCents);
  return {
    type: 'WithdrawalRevised',
    data: {
      withdrawalId: campaignId,
      campaignId,
      grossCents,
      platformFeeCents,
      processingFeesCents: 0,
      netCents: grossCents - platformFeeCents,
      reason: REVISED_FOR_PROVIDER_REVERSALS,
      revisedAt: at(-0.65),
    },
  };
};

/**
 * A campaign past its end date as the write side leaves it: ended funded or failed; a failed one refunded gift by
 * gift (one refund retried); a funded one withdrawn and paid, rejected, or paid out to an account that bounced.
 */
export const seedMoneyOut = (
  write: Write,
  meta: Meta,
  at: (days: number) => string,
  adminId: string,
  fate: DemoMoneyOut,
  campaign: EndedCampaign,
) => {
  const { campaignId, creatorId, goalCents, gifts, wallet } = campaign;
  const raisedCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  const outcome = raisedCents >= goalCents ? 'funded' : 'failed';
  write(`campaign-${campaignId}`, meta(null, 'system'), {
    type: 'CampaignEnded',
    data: {
      campaignId,
      outcome,
      raisedCents,
      goalCents,
      endedAt: at(-1),
      reason: 'endDate',
      closeReason: null,
      refundAll: outcome === 'failed',
    },
  });
  if (fate === 'refunded') return refundGifts(write, meta, campaignId, gifts, at);
  if (fate === 'ended') return;
  const stream = `withdrawal-${campaignId}`;
  const ids = { withdrawalId: campaignId, campaignId };
  const platformFeeCents = platformFeeOf(raisedCents);
  const netCents = raisedCents - platformFeeCents;
  write(stream, meta(creatorId, 'creator'), {
    type: 'WithdrawalRequested',
    data: {
      ...ids,
      creatorId,
      grossCents: raisedCents,
      platformFeeCents,
      processingFeesCents: 0,
      netCents,
      currency: 'usd',
      wallet: {
        provider: wallet.provider,
        country: wallet.country,
        maskedAccount: masked(wallet.accountNumber),
      },
      accountNumber: wallet.accountNumber,
      requestedAt: at(-0.8),
    },
  });
  const admin = meta(adminId, 'admin');
  if (fate === 'rejected') {
    seedDispute(write, meta, at, campaignId, gifts[0]!);
    write(stream, admin, {
      type: 'WithdrawalRejected',
      data: {
        ...ids,
        reason: "The payout account is not in the creator's name",
        rejectedAt: at(-0.6),
      },
    });
    return;
  }
  const revised =
    fate === 'payoutFailed' ? reviseAfterProviderRefund(write, meta, at, campaign) : undefined;
  if (revised) write(stream, admin, revised);
  write(stream, admin, { type: 'WithdrawalApproved', data: { ...ids, approvedAt: at(-0.7) } });
  const system = meta(null, 'system');
  const transfer = (reference: string) => ({
    ...ids,
    provider: 'paystack' as const,
    reference,
    amountCents: revised?.data.netCents ?? netCents,
  });
  // The first transfer call went unanswered; asked later, Paystack had no such transfer.
  write(stream, system, {
    type: 'PayoutOutcomeUnknown',
    data: { ...transfer(campaignId), reason: 'Paystack did not answer: 502', at: at(-0.7) },
  });
  write(stream, system, {
    type: 'PayoutFailed',
    data: {
      ...ids,
      provider: 'paystack',
      reference: campaignId,
      reason: 'payout.reason.notAtProvider',
      failedAt: at(-0.65),
    },
  });
  const retry = `${campaignId}_retry2`;
  write(stream, admin, {
    type: 'WithdrawalApproved',
    data: { ...ids, approvedAt: at(-0.6), attempt: 2 },
  });
  write(stream, system, {
    type: 'PayoutInitiated',
    data: { ...transfer(retry), initiatedAt: at(-0.6) },
  });
  if (fate === 'paid') {
    write(stream, system, { type: 'PayoutPaid', data: { ...transfer(retry), paidAt: at(-0.5) } });
    // The first transfer turned up after all: money sent twice, for the admins to recover.
    write(stream, system, {
      type: 'PayoutDuplicated',
      data: { ...transfer(campaignId), paidReference: retry, detectedAt: at(-0.45) },
    });
    seedDispute(write, meta, at, campaignId, gifts[0]!, { by: adminId, is: 'accepted' });
    if (gifts[1])
      seedDispute(write, meta, at, campaignId, gifts[1], { by: adminId, is: 'writtenOff' });
  } else {
    // Paid, then given back by the recipient's bank: the money is in the escrow again for an admin to pay anew.
    write(stream, system, { type: 'PayoutPaid', data: { ...transfer(retry), paidAt: at(-0.5) } });
    // Before that, the first transfer turned up after all, and its bank sent it back: nothing to recover.
    write(stream, system, {
      type: 'PayoutDuplicated',
      data: { ...transfer(campaignId), paidReference: retry, detectedAt: at(-0.48) },
    });
    write(stream, system, {
      type: 'PayoutDuplicateUndone',
      data: {
        ...transfer(campaignId),
        why: 'reversed',
        reason: 'payout.reason.reversedAtProvider',
        undoneAt: at(-0.47),
      },
    });
    write(stream, system, {
      type: 'PayoutReversed',
      data: {
        ...transfer(retry),
        reason: 'The recipient account is closed',
        reversedAt: at(-0.45),
      },
    });
  }
};
