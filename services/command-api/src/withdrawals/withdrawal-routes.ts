import { type ApiRoute, handle, parseInput, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { campaignDecider, campaignStream } from '../campaigns/campaign';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { handleCommand, retryOnConflict, withMetadata } from '../core/handle-command';
import { toDollars } from '../core/money';
import { strictForm } from '../core/strict-form';
import { campaignGifts } from '../money-out/campaign-gifts';
import { creatorMailbox } from '../money-out/creator-mailbox';
import { linkedWallet } from './linked-wallet';
import {
  type WithdrawalCommand,
  type WithdrawalState,
  withdrawalDecider,
  withdrawalStream,
} from './withdrawal';
import { type WithdrawalStep, withdrawalMail } from './withdrawal-mail';

export const withdrawalForm = strictForm({
  campaignId: z
    .string({ error: 'campaignId is required' })
    .trim()
    .min(1, 'campaignId is required')
    .max(64),
});
export const withdrawalIdParam = z.object({ id: z.string().min(1).max(64) });
export const rejectWithdrawalForm = strictForm({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'The reason must be 500 characters or less'),
});

/** The API speaks dollars; the events keep cents. */
const withdrawalView = (state: WithdrawalState) => {
  if (state.status === 'none') return undefined;
  const { request } = state;
  return {
    _id: request.withdrawalId,
    campaignId: request.campaignId,
    grossAmount: toDollars(request.grossCents),
    platformFee: toDollars(request.platformFeeCents),
    processingFees: toDollars(request.processingFeesCents),
    netAmount: toDollars(request.netCents),
    status: state.status,
  };
};

const mailFor = async (
  deps: CommandApiDeps,
  state: WithdrawalState,
  step: WithdrawalStep,
  reason?: string,
) => {
  if (state.status === 'none') return undefined;
  const creator = await creatorMailbox(deps.store, state.request.creatorId);
  return creator && deps.mail.enqueue(withdrawalMail(creator, state.request, step, reason));
};

/** A creator asks for a funded campaign's money once; an admin approves (the payout follows) or rejects it. */
export const withdrawalRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock } = deps;
  const review = (action: 'approve' | 'reject') =>
    handle(async (req, res) => {
      const context = contextOf(req, requireActor(req, config.jwtSecret, 'admin'), clock);
      const { id } = parseInput(withdrawalIdParam, req.params);
      const reason =
        action === 'reject' ? parseInput(rejectWithdrawalForm, req.body ?? {}).reason : undefined;
      const stream = withdrawalStream(id);
      const before = fold(withdrawalDecider, (await store.readStream(stream)).events);
      const command: WithdrawalCommand =
        reason === undefined
          ? { type: 'ApproveWithdrawal', gifts: await campaignGifts(store, id), now: context.now }
          : { type: 'RejectWithdrawal', reason, now: context.now };
      // The mail names the amounts as decided: an approval may have revised them.
      const after = withdrawalDecider
        .decide(command, before)
        .reduce(withdrawalDecider.evolve, before);
      const { state } = await handleCommand(
        store,
        stream,
        withdrawalDecider,
        command,
        context,
        await mailFor(deps, after, action === 'approve' ? 'approved' : 'rejected', reason),
      );
      success(res, { withdrawal: withdrawalView(state) });
    });

  return Router()
    .post(
      '/v1/withdrawals',
      handle(async (req, res) => {
        const actor = requireActor(req, config.jwtSecret, 'creator');
        const { campaignId } = parseInput(withdrawalForm, req.body ?? {});
        const context = contextOf(req, actor, clock);
        const state = await retryOnConflict(async () => {
          const [withdrawal, campaign] = await store.readStreams([
            withdrawalStream(campaignId),
            campaignStream(campaignId),
          ]);
          const current = fold(withdrawalDecider, withdrawal!.events);
          const events = withdrawalDecider.decide(
            {
              type: 'RequestWithdrawal',
              actor,
              campaign: fold(campaignDecider, campaign!.events),
              gifts: await campaignGifts(deps.store, campaignId),
              wallet: await linkedWallet(store, actor.userId),
              now: context.now,
            },
            current,
          );
          const requested = events.reduce(withdrawalDecider.evolve, current);
          await store.append(
            [
              {
                streamId: withdrawalStream(campaignId),
                expected: 'no_stream',
                events: withMetadata(events, context),
              },
            ],
            await mailFor(deps, requested, 'requested'),
          );
          return requested;
        });
        success(res, { withdrawal: withdrawalView(state) }, 201);
      }),
    )
    .patch('/v1/withdrawals/:id/approve', review('approve'))
    .patch('/v1/withdrawals/:id/reject', review('reject'));
};

export const withdrawalDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/withdrawals',
    tag: 'wallet',
    auth: 'creator',
    body: withdrawalForm,
    status: 201,
    summary:
      'Ask for the money of your funded campaign, once: gross (gifts not refunded), 5% platform fee, processing fees and net, in USD; 400 before the goal is reached or without a linked wallet, 409 the second time',
  },
  {
    method: 'patch',
    path: '/v1/withdrawals/:id/approve',
    tag: 'wallet',
    auth: 'admin',
    params: withdrawalIdParam,
    summary:
      "Approve a requested withdrawal (its id is its campaign's), or approve again one whose payout failed; the payout is then sent to the creator's wallet, a retry under a new transfer reference; 409 while approved or once paid or rejected",
  },
  {
    method: 'patch',
    path: '/v1/withdrawals/:id/reject',
    tag: 'wallet',
    auth: 'admin',
    params: withdrawalIdParam,
    body: rejectWithdrawalForm,
    summary:
      'Reject a requested withdrawal with a reason the creator is mailed; 409 once approved or rejected',
  },
];
