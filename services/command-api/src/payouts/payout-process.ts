import { InvalidInputError, NotFoundError } from '@harambee/platform';
import { logger } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { handleCommand } from '../core/handle-command';
import { sweptSteps } from '../core/swept-steps';
import { type ProcessManager, type ScheduledJob, reactionContext } from '../core/process-manager';
import { creatorMailbox } from '../money-out/creator-mailbox';
import { eachOnItsOwn } from '../money-out/each-on-its-own';
import type { WebhookHeaders } from '../payments/payment-provider';
import {
  payoutAmountDiffers,
  type PayoutResult,
  type TransferCheck,
} from '../withdrawals/payout-decisions';
import {
  attemptReferences,
  payoutReference,
  withdrawalOfReference,
} from '../withdrawals/payout-references';
import {
  WITHDRAWAL_NOT_FOUND,
  type WithdrawalCommand,
  withdrawalDecider,
  withdrawalStream,
} from '../withdrawals/withdrawal';
import type { Existing, WithdrawalEvent } from '../withdrawals/withdrawal-state';
import { withdrawalMail } from '../withdrawals/withdrawal-mail';
import { payoutGatewayFor } from './choose-payout-gateway';
import type { PayoutCallback, PayoutGateway } from './payout-gateway';

export const PAYOUTS_NOT_CONFIGURED = 'payout.reason.notConfigured';

const readWithdrawal = async (deps: CommandApiDeps, campaignId: string) =>
  fold(withdrawalDecider, (await deps.store.readStream(withdrawalStream(campaignId))).events);

/** The creator hears once the payout is paid, or once it failed with no transfer left open. */
const creatorStep = (before: Existing, events: WithdrawalEvent[]) => {
  const after = events.reduce(withdrawalDecider.evolve, before);
  if (events.some((event) => event.type === 'PayoutPaid')) return { step: 'paid' as const };
  const failed = events.find((event) => event.type === 'PayoutFailed');
  return failed && after.status === 'failed'
    ? { step: 'failed' as const, reason: failed.data.reason }
    : undefined;
};

/** Records a payout step; the creator is mailed when it was paid or failed, in the same transaction. */
const recordPayout = async (
  deps: CommandApiDeps,
  campaignId: string,
  command: WithdrawalCommand,
  context: CommandContext,
) => {
  const state = await readWithdrawal(deps, campaignId);
  if (state.status === 'none') throw new NotFoundError(WITHDRAWAL_NOT_FOUND);
  const ended = creatorStep(state, withdrawalDecider.decide(command, state));
  const creator = ended && (await creatorMailbox(deps.store, state.request.creatorId));
  const mail =
    ended && creator
      ? deps.mail.enqueue(
          withdrawalMail(creator, state.request, ended.step, ended.reason, state.plan),
        )
      : undefined;
  const stream = withdrawalStream(campaignId);
  return handleCommand(deps.store, stream, withdrawalDecider, command, context, mail);
};

/**
 * Asks the provider about every transfer of the withdrawal, by reference, and records what it says: a success
 * pays the withdrawal (or, if another transfer was the payout, is a duplicate), a failure or a reference it never
 * saw is a failure, a transfer whose outcome was unknown may turn out pending. Nothing is sent.
 */
const checkTransfers = async (
  deps: CommandApiDeps,
  gateway: PayoutGateway,
  withdrawal: Existing,
  references: string[],
  context: CommandContext,
) => {
  const checks: TransferCheck[] = [];
  for (const reference of references) checks.push(await gateway.verify(reference));
  const { campaignId } = withdrawal.request;
  const command = { type: 'RecordTransferChecks' as const, provider: gateway.name, checks };
  return recordPayout(deps, campaignId, { ...command, now: context.now }, context);
};

/** Statuses whose transfers the provider can tell more about: before a retry, or to settle an unknown outcome. */
const CHECKED: readonly Existing['status'][] = ['paying', 'unknown', 'failed'];
/** Statuses with a transfer still open at the provider (pending, or its outcome unknown). */
const OPEN: readonly Existing['status'][] = ['paying', 'unknown'];

/**
 * "Check with provider", and the first step of a retry: the withdrawal as it stands once the provider was asked
 * (only in one of `statuses`).
 */
export const checkWithProvider = async (
  deps: CommandApiDeps,
  campaignId: string,
  context: CommandContext,
  statuses = CHECKED,
) => {
  const state = await readWithdrawal(deps, campaignId);
  if (state.status === 'none' || !statuses.includes(state.status)) return state;
  const gateway = payoutGatewayFor(deps.config, state.request.wallet);
  if (!gateway) return state;
  const references = attemptReferences(state.request.withdrawalId, state.attempts);
  return (await checkTransfers(deps, gateway, state, references, context)).state;
};

const sent = async (gateway: PayoutGateway, withdrawal: Existing): Promise<PayoutResult> => {
  const { request, attempts, plan } = withdrawal;
  const reference = payoutReference(request.withdrawalId, attempts);
  const wallet = {
    provider: request.wallet.provider,
    country: request.wallet.country,
    accountNumber: request.accountNumber,
  };
  const provider = gateway.name;
  try {
    const answer = await gateway.send({
      withdrawalId: request.withdrawalId,
      reference,
      amountMinor: plan?.amountMinor ?? request.netCents,
      currency: plan?.currency ?? 'USD',
      wallet,
    });
    if (answer.status === 'failed')
      return { ...answer, provider, reason: answer.reason ?? 'payout.reason.transferFailed' };
    if (answer.status === 'unknown')
      return { ...answer, provider, reason: answer.reason ?? 'payout.reason.noAnswer' };
    return { status: answer.status, provider, reference: answer.reference };
  } catch (error) {
    logger.warn('payout refused', { withdrawalId: request.withdrawalId, error: String(error) });
    return { status: 'failed', provider, reference: null, reason: (error as Error).message };
  }
};

/** A retry goes out only if no earlier transfer turns out paid (or still open) when the provider is asked again. */
const send = async (deps: CommandApiDeps, campaignId: string, context: CommandContext) => {
  let state = await readWithdrawal(deps, campaignId);
  if (state.status !== 'approved') return;
  const gateway = payoutGatewayFor(deps.config, state.request.wallet);
  const earlier = attemptReferences(state.request.withdrawalId, state.attempts - 1);
  if (gateway && earlier.length > 0) {
    state = (await checkTransfers(deps, gateway, state, earlier, context)).state;
    if (state.status !== 'approved') return;
  }
  const result: PayoutResult = gateway
    ? await sent(gateway, state as Existing)
    : { status: 'failed', provider: null, reference: null, reason: PAYOUTS_NOT_CONFIGURED };
  await recordPayout(deps, campaignId, { type: 'RecordPayout', result, now: context.now }, context);
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
    await send(deps, event.data.campaignId, reactionContext(event, deps.clock()));
  },
};

type PayoutStep = { type: string; campaignId: string; open: ReadonlySet<string> };

/**
 * Each withdrawal's last payout step and its transfers still open (pending, or their outcome unknown), as far as the
 * sweep has read.
 */
const lastPayoutSteps = sweptSteps(
  [
    'WithdrawalApproved',
    'PayoutInitiated',
    'PayoutOutcomeUnknown',
    'PayoutPaid',
    'PayoutFailed',
    'PayoutReversed',
    'PayoutDuplicated',
  ],
  () => new Map<string, PayoutStep>(),
  (last, { streamId, type, data }) => {
    const open = new Set(last.get(streamId)?.open);
    const reference = 'reference' in data ? data.reference : null;
    if (reference && (type === 'PayoutInitiated' || type === 'PayoutOutcomeUnknown'))
      open.add(reference);
    else if (reference) open.delete(reference);
    return last.set(streamId, { type, campaignId: data.campaignId, open });
  },
);

/**
 * Withdrawals with a transfer still open, whatever their status (a retry sent before the transfer that failed was paid
 * after all may be paid too: money sent twice), and those whose paid transfer was reversed, which may leave an earlier
 * retry's outcome open (only those are asked about).
 */
const openTransfers = async (deps: CommandApiDeps) =>
  [...(await lastPayoutSteps(deps.store)).values()].filter(
    (step) => step.open.size > 0 || step.type === 'PayoutReversed',
  );

/** A paid withdrawal's retry still open is asked about too: its success is a duplicate to book. */
const CHECKED_OR_PAID: readonly Existing['status'][] = [...CHECKED, 'paid'];

/** Asks the provider about open transfers, in case a callback was lost or a call went unanswered. */
export const payoutChecksJob: ScheduledJob = {
  name: 'payout-checks',
  everyMs: 10 * 60_000,
  run: async (deps) => {
    const context = (): CommandContext => ({
      system: true,
      correlationId: randomUUID(),
      now: deps.clock(),
    });
    await eachOnItsOwn(
      deps,
      'payout-checks',
      await openTransfers(deps),
      ({ campaignId }) => `withdrawal ${campaignId}`,
      ({ campaignId, type }) =>
        checkWithProvider(
          deps,
          campaignId,
          context(),
          type === 'PayoutReversed' ? OPEN : CHECKED_OR_PAID,
        ),
    );
  },
};

/**
 * What we sent under a transfer reference, in its currency's minor units, as the withdrawal's events recorded it;
 * undefined for one never sent.
 */
const amountSent = async (deps: CommandApiDeps, reference: string) => {
  const { events } = await deps.store.readStream(
    withdrawalStream(withdrawalOfReference(reference)),
  );
  for (const event of events)
    if (
      (event.type === 'PayoutInitiated' || event.type === 'PayoutOutcomeUnknown') &&
      event.data.reference === reference
    )
      return event.data.transfer?.amountMinor ?? event.data.amountCents;
  return undefined;
};

/** A callback naming another amount than was sent is not ours to believe: refused (400), nothing written. */
const assertAmountSent = async (deps: CommandApiDeps, callback: PayoutCallback) => {
  if (callback.amountMinor === undefined) return;
  const sent = await amountSent(deps, callback.reference);
  if (sent === undefined || sent === callback.amountMinor) return;
  logger.warn('payout callback with another amount than was sent; refused, nothing recorded', {
    reference: callback.reference,
    sent,
    told: callback.amountMinor,
  });
  throw new InvalidInputError(payoutAmountDiffers(callback.reference, sent, callback.amountMinor));
};

/**
 * A gateway's signed callback settles the transfer it names, an earlier attempt's too: 404 for a transfer we never
 * sent (nothing written), a repeat changes nothing.
 */
export const settlePayoutCallback = async (
  deps: CommandApiDeps,
  gateway: PayoutGateway,
  rawBody: Buffer,
  headers: WebhookHeaders,
) => {
  const callback = await gateway.parseCallback(rawBody, headers);
  if (!callback) return { status: 'ignored' as const };
  await assertAmountSent(deps, callback);
  const context: CommandContext = { system: true, correlationId: randomUUID(), now: deps.clock() };
  const outcome =
    callback.status === 'paid'
      ? { status: 'paid' as const }
      : { status: callback.status, reason: callback.reason };
  const { state, events } = await recordPayout(
    deps,
    withdrawalOfReference(callback.reference),
    {
      type: 'SettlePayout',
      provider: gateway.name,
      reference: callback.reference,
      outcome,
      now: context.now,
    },
    context,
  );
  return { status: events.length ? state.status : ('ignored' as const) };
};
