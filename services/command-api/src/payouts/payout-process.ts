import { NotFoundError } from '@harambee/platform';
import { logger } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { handleCommand } from '../core/handle-command';
import { type ProcessManager, reactionContext } from '../core/process-manager';
import { creatorMailbox } from '../money-out/creator-mailbox';
import type { WebhookHeaders } from '../payments/payment-provider';
import {
  payoutReference,
  type PayoutResult,
  type WithdrawalCommand,
  withdrawalDecider,
  withdrawalOfReference,
  withdrawalStream,
} from '../withdrawals/withdrawal';
import { withdrawalMail } from '../withdrawals/withdrawal-mail';
import { choosePayoutGateway, type PayoutGateway } from './payout-gateway';

export const PAYOUTS_NOT_CONFIGURED = 'Payouts are not configured';

/** Records a payout step; the creator is mailed when it was paid or failed, in the same transaction. */
const recordPayout = async (
  deps: CommandApiDeps,
  campaignId: string,
  command: WithdrawalCommand,
  context: CommandContext,
) => {
  const stream = withdrawalStream(campaignId);
  const state = fold(withdrawalDecider, (await deps.store.readStream(stream)).events);
  if (state.status === 'none') throw new NotFoundError('Withdrawal not found');
  const events = withdrawalDecider.decide(command, state);
  const ended = events.find(
    (event) => event.type === 'PayoutPaid' || event.type === 'PayoutFailed',
  );
  const creator = ended && (await creatorMailbox(deps.store, state.request.creatorId));
  const mail =
    ended && creator
      ? deps.mail.enqueue(
          withdrawalMail(
            creator,
            state.request,
            ended.type === 'PayoutPaid' ? 'paid' : 'failed',
            ended.type === 'PayoutFailed' ? ended.data.reason : undefined,
          ),
        )
      : undefined;
  return handleCommand(deps.store, stream, withdrawalDecider, command, context, mail);
};

const send = async (
  deps: CommandApiDeps,
  gateway: PayoutGateway | undefined,
  campaignId: string,
): Promise<PayoutResult | undefined> => {
  const state = fold(
    withdrawalDecider,
    (await deps.store.readStream(withdrawalStream(campaignId))).events,
  );
  if (state.status !== 'approved') return undefined;
  if (!gateway)
    return { status: 'failed', provider: null, reference: null, reason: PAYOUTS_NOT_CONFIGURED };
  const { request, attempts } = state;
  const wallet = {
    provider: request.wallet.provider,
    country: request.wallet.country,
    accountNumber: request.accountNumber,
  };
  try {
    const sent = await gateway.send({
      withdrawalId: request.withdrawalId,
      reference: payoutReference(request.withdrawalId, attempts),
      amountCents: request.netCents,
      currency: request.currency,
      wallet,
    });
    return sent.status === 'failed'
      ? {
          status: 'failed',
          provider: gateway.name,
          reference: sent.reference,
          reason: sent.reason ?? 'The transfer failed',
        }
      : { status: sent.status, provider: gateway.name, reference: sent.reference };
  } catch (error) {
    logger.warn('payout failed', { withdrawalId: request.withdrawalId, error: String(error) });
    return {
      status: 'failed',
      provider: gateway.name,
      reference: null,
      reason: (error as Error).message,
    };
  }
};

/**
 * An approved withdrawal is sent to the wallet snapshot it was requested with, once per approval: each attempt has its
 * own transfer reference, so a repeat after a crash finds its transfer and a retry after a failure makes a new one.
 */
export const payoutsProcess: ProcessManager = {
  name: 'payouts',
  reactsTo: ['WithdrawalApproved'],
  react: async (event, deps) => {
    if (event.type !== 'WithdrawalApproved') return;
    const context = reactionContext(event, deps.clock());
    const result = await send(deps, choosePayoutGateway(deps.config), event.data.campaignId);
    if (result)
      await recordPayout(
        deps,
        event.data.campaignId,
        { type: 'RecordPayout', result, now: context.now },
        context,
      );
  },
};

/**
 * A gateway's signed callback settles the transfer it names: 404 for a transfer we never sent (nothing written),
 * a repeat changes nothing.
 */
export const settlePayoutCallback = async (
  deps: CommandApiDeps,
  gateway: PayoutGateway,
  rawBody: Buffer,
  headers: WebhookHeaders,
) => {
  const callback = await gateway.parseCallback(rawBody, headers);
  if (!callback) return { status: 'ignored' as const };
  const context: CommandContext = { system: true, correlationId: randomUUID(), now: deps.clock() };
  const outcome =
    callback.status === 'paid'
      ? { status: 'paid' as const }
      : { status: 'failed' as const, reason: callback.reason };
  const { state, events } = await recordPayout(
    deps,
    withdrawalOfReference(callback.reference),
    { type: 'SettlePayout', reference: callback.reference, outcome, now: context.now },
    context,
  );
  return { status: events.length ? state.status : ('ignored' as const) };
};
