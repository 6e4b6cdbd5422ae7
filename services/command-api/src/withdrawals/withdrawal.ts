import type { EventOf } from '@harambee/events';
import { maskAccountNumber } from '@harambee/rules';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RuleBrokenError,
} from '@harambee/platform';
import type { Actor } from '@harambee/platform';
import type { CampaignState } from '../campaigns/campaign';
import type { Decider } from '../core/decider';
import { type CampaignGift, openDisputesCents } from '../money-out/campaign-gifts';
import { usd } from '../money-out/money-mail';
import { withdrawalAmounts } from './withdrawal-fees';

export type WithdrawalEvent = EventOf<
  | 'WithdrawalRequested'
  | 'WithdrawalApproved'
  | 'WithdrawalRevised'
  | 'WithdrawalRejected'
  | 'PayoutInitiated'
  | 'PayoutPaid'
  | 'PayoutFailed'
>;
export type WithdrawalRequest = EventOf<'WithdrawalRequested'>['data'];
export type PayoutProvider = EventOf<'PayoutInitiated'>['data']['provider'];

export type WithdrawalState =
  | { status: 'none' }
  | {
      status: 'requested' | 'approved' | 'rejected' | 'paying' | 'paid' | 'failed';
      request: WithdrawalRequest;
      /** Payouts approved so far: the first approval, then one per retry of a failed payout. */
      attempts: number;
      payout?: { provider: PayoutProvider; reference: string };
    };

export const evolve = (state: WithdrawalState, event: WithdrawalEvent): WithdrawalState => {
  if (event.type === 'WithdrawalRequested')
    return { status: 'requested', request: event.data, attempts: 0 };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'WithdrawalApproved':
      return { ...state, status: 'approved', attempts: event.data.attempt ?? 1 };
    case 'WithdrawalRevised': {
      const { grossCents, platformFeeCents, processingFeesCents, netCents } = event.data;
      return {
        ...state,
        request: { ...state.request, grossCents, platformFeeCents, processingFeesCents, netCents },
      };
    }
    case 'WithdrawalRejected':
      return { ...state, status: 'rejected' };
    case 'PayoutInitiated':
      return {
        ...state,
        status: 'paying',
        payout: { provider: event.data.provider, reference: event.data.reference },
      };
    case 'PayoutPaid':
      return {
        ...state,
        status: 'paid',
        payout: { provider: event.data.provider, reference: event.data.reference },
      };
    case 'PayoutFailed':
      return { ...state, status: 'failed' };
  }
};

export type LinkedWallet = {
  provider: WithdrawalRequest['wallet']['provider'];
  country: string;
  accountNumber: string;
};

/** What the payout gateway answered, or (reference null) why it was not asked. */
export type PayoutResult =
  | { status: 'paid' | 'pending'; provider: PayoutProvider; reference: string }
  | { status: 'failed'; provider: PayoutProvider | null; reference: string | null; reason: string };

export type WithdrawalCommand =
  | {
      type: 'RequestWithdrawal';
      actor: Actor;
      campaign: CampaignState;
      gifts: CampaignGift[];
      wallet: LinkedWallet | undefined;
      now: Date;
    }
  | { type: 'ApproveWithdrawal'; gifts: CampaignGift[]; now: Date }
  | { type: 'RejectWithdrawal'; reason: string; now: Date }
  | { type: 'RecordPayout'; result: PayoutResult; now: Date }
  | {
      type: 'SettlePayout';
      reference: string;
      outcome: { status: 'paid' } | { status: 'failed'; reason: string };
      now: Date;
    };

export const WITHDRAWAL_NOT_FOUND = 'Withdrawal not found';
export const ALREADY_REQUESTED = 'A withdrawal has already been requested for this campaign';
export const NOT_FUNDED = 'Withdrawal is not possible until the campaign reaches its goal';
export const NO_WALLET = 'Link a payout account before withdrawing';
export const ALREADY_APPROVED = 'This withdrawal has already been approved';
export const ALREADY_REJECTED =
  'This withdrawal was rejected; it cannot be approved or rejected again';
export const UNKNOWN_TRANSFER = 'Unknown transfer';
export const heldByDispute = (cents: number) =>
  `A dispute of ${usd(cents)} is open on this campaign's gifts: its money can be withdrawn once the dispute is closed`;
export const approvalHeldByDispute = (cents: number) =>
  `A dispute of ${usd(cents)} is open on this campaign's gifts: approve the withdrawal once the dispute is closed`;
export const REVISED_FOR_PROVIDER_REVERSALS =
  'The payment provider gave gifts back (a refund from its side or a lost dispute) after the withdrawal was requested';

const RETRY_MARK = '_retry';

/**
 * The transfer reference of a withdrawal's payout attempt: its id, then `{id}_retry{n}` (providers refuse a reference
 * twice; `-`, `_` and letters or digits are what Paystack accepts).
 */
export const payoutReference = (withdrawalId: string, attempt: number) =>
  attempt <= 1 ? withdrawalId : `${withdrawalId}${RETRY_MARK}${attempt}`;

/** The withdrawal a transfer reference belongs to. */
export const withdrawalOfReference = (reference: string) => reference.split(RETRY_MARK)[0]!;

const requestWithdrawal = (
  command: Extract<WithdrawalCommand, { type: 'RequestWithdrawal' }>,
  state: WithdrawalState,
): WithdrawalEvent[] => {
  const { campaign, actor, wallet } = command;
  if (campaign.status === 'none' || campaign.status === 'deleted')
    throw new NotFoundError('Campaign not found');
  if (actor.userId !== campaign.creatorId) throw new ForbiddenError();
  if (state.status !== 'none') throw new RuleBrokenError(ALREADY_REQUESTED);
  if (campaign.ended?.outcome !== 'funded') throw new InvalidInputError(NOT_FUNDED);
  if (!wallet) throw new InvalidInputError(NO_WALLET);
  const disputed = openDisputesCents(command.gifts);
  if (disputed > 0) throw new RuleBrokenError(heldByDispute(disputed));
  return [
    {
      type: 'WithdrawalRequested',
      data: {
        withdrawalId: campaign.campaignId,
        campaignId: campaign.campaignId,
        creatorId: campaign.creatorId,
        ...withdrawalAmounts(command.gifts),
        currency: 'usd',
        wallet: {
          provider: wallet.provider,
          country: wallet.country,
          maskedAccount: maskAccountNumber(wallet.accountNumber),
        },
        accountNumber: wallet.accountNumber,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
};

const existing = (state: WithdrawalState) => {
  if (state.status === 'none') throw new NotFoundError(WITHDRAWAL_NOT_FOUND);
  return state;
};

const payoutEvents = (
  request: WithdrawalRequest,
  result: PayoutResult,
  now: Date,
): WithdrawalEvent[] => {
  const ids = { withdrawalId: request.withdrawalId, campaignId: request.campaignId };
  const at = now.toISOString();
  if (result.status === 'failed') {
    return [
      {
        type: 'PayoutFailed',
        data: {
          ...ids,
          provider: result.provider,
          reference: result.reference,
          reason: result.reason,
          failedAt: at,
        },
      },
    ];
  }
  const payout = {
    ...ids,
    provider: result.provider,
    reference: result.reference,
    amountCents: request.netCents,
  };
  return result.status === 'paid'
    ? [{ type: 'PayoutPaid', data: { ...payout, paidAt: at } }]
    : [{ type: 'PayoutInitiated', data: { ...payout, initiatedAt: at } }];
};

/** The transfer references of the payouts before the current one: their late callbacks change nothing. */
const earlierAttempts = ({ request, attempts }: Exclude<WithdrawalState, { status: 'none' }>) =>
  Array.from({ length: Math.max(0, attempts - 1) }, (_, index) =>
    payoutReference(request.withdrawalId, index + 1),
  );

/** The amounts again from what the gifts still bring, when the provider gave some back since the request. */
const revision = (
  request: WithdrawalRequest,
  gifts: CampaignGift[],
  now: Date,
): WithdrawalEvent[] => {
  const amounts = withdrawalAmounts(gifts);
  if (amounts.netCents === request.netCents && amounts.grossCents === request.grossCents) return [];
  const { withdrawalId, campaignId } = request;
  return [
    {
      type: 'WithdrawalRevised',
      data: {
        withdrawalId,
        campaignId,
        ...amounts,
        reason: REVISED_FOR_PROVIDER_REVERSALS,
        revisedAt: now.toISOString(),
      },
    },
  ];
};

/** An admin approves a requested withdrawal, or approves again one whose payout failed: the payout is retried. */
const approveWithdrawal = (
  command: Extract<WithdrawalCommand, { type: 'ApproveWithdrawal' }>,
  withdrawal: Exclude<WithdrawalState, { status: 'none' }>,
): WithdrawalEvent[] => {
  if (withdrawal.status === 'rejected') throw new RuleBrokenError(ALREADY_REJECTED);
  if (withdrawal.status !== 'requested' && withdrawal.status !== 'failed')
    throw new RuleBrokenError(ALREADY_APPROVED);
  const disputed = openDisputesCents(command.gifts);
  if (disputed > 0) throw new RuleBrokenError(approvalHeldByDispute(disputed));
  const { withdrawalId, campaignId } = withdrawal.request;
  const attempt = withdrawal.attempts + 1;
  return [
    ...revision(withdrawal.request, command.gifts, command.now),
    {
      type: 'WithdrawalApproved',
      data: {
        withdrawalId,
        campaignId,
        approvedAt: command.now.toISOString(),
        ...(attempt > 1 && { attempt }),
      },
    },
  ];
};

export const decide = (command: WithdrawalCommand, state: WithdrawalState): WithdrawalEvent[] => {
  switch (command.type) {
    case 'RequestWithdrawal':
      return requestWithdrawal(command, state);
    case 'ApproveWithdrawal':
      return approveWithdrawal(command, existing(state));
    case 'RejectWithdrawal': {
      const withdrawal = existing(state);
      if (withdrawal.status === 'rejected') throw new RuleBrokenError(ALREADY_REJECTED);
      if (withdrawal.status !== 'requested') throw new RuleBrokenError(ALREADY_APPROVED);
      const { withdrawalId, campaignId } = withdrawal.request;
      return [
        {
          type: 'WithdrawalRejected',
          data: {
            withdrawalId,
            campaignId,
            reason: command.reason,
            rejectedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'RecordPayout': {
      const withdrawal = existing(state);
      if (withdrawal.status !== 'approved') return [];
      return payoutEvents(withdrawal.request, command.result, command.now);
    }
    case 'SettlePayout': {
      const withdrawal = existing(state);
      if (withdrawal.payout?.reference !== command.reference) {
        if (earlierAttempts(withdrawal).includes(command.reference)) return [];
        throw new NotFoundError(UNKNOWN_TRANSFER);
      }
      if (withdrawal.status !== 'paying') return [];
      const { provider } = withdrawal.payout;
      const { outcome } = command;
      return payoutEvents(
        withdrawal.request,
        outcome.status === 'paid'
          ? { status: 'paid', provider, reference: command.reference }
          : { status: 'failed', provider, reference: command.reference, reason: outcome.reason },
        command.now,
      );
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const withdrawalDecider: Decider<WithdrawalState, WithdrawalCommand, WithdrawalEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

/** One withdrawal per campaign: its id is the campaign's. */
export const withdrawalStream = (campaignId: string) => `withdrawal-${campaignId}`;
