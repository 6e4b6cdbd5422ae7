import {
  type ApiRoute,
  handle,
  NotFoundError,
  parseInput,
  requireActor,
  success,
} from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { handleCommand } from '../core/handle-command';
import { strictForm } from '../core/strict-form';
import { campaignGifts } from '../money-out/campaign-gifts';
import { creatorMailbox } from '../money-out/creator-mailbox';
import { checkWithProvider } from '../payouts/payout-process';
import { decideWithdrawal, requestWithdrawal } from './request-withdrawal';
import {
  NOTHING_LEFT,
  WITHDRAWAL_NOT_FOUND,
  type WithdrawalCommand,
  withdrawalDecider,
  withdrawalStream,
} from './withdrawal';
import type { WithdrawalState } from './withdrawal-state';
import { type WithdrawalStep, withdrawalMail } from './withdrawal-mail';
import { payoutQuotes } from './payout-quotes';
import { payoutAtQuotes, withdrawalView } from './withdrawal-view';

export const withdrawalForm = strictForm({
  campaignId: z
    .string({ error: 'api.withdrawal.campaignRequired' })
    .trim()
    .min(1, 'api.withdrawal.campaignRequired')
    .max(64),
});
export const withdrawalIdParam = z.object({ id: z.string().min(1).max(64) });
export const approveWithdrawalForm = strictForm({
  confirmNewWallet: z.boolean({ error: 'api.withdrawal.confirmNewWalletBoolean' }).default(false),
});
export const rejectWithdrawalForm = strictForm({
  reason: z
    .string({ error: 'admin.withdrawal.reasonRequired' })
    .trim()
    .min(1, 'admin.withdrawal.reasonRequired')
    .max(500, 'api.reason.tooLong'),
});

/** The creator's mail for a step; before an approval fixes the payout, one at today's `estimate` if given. */
const mailFor = async (
  deps: CommandApiDeps,
  state: WithdrawalState,
  step: WithdrawalStep,
  reason?: string,
  estimate?: { quotes: Awaited<ReturnType<typeof payoutQuotes>>; now: Date },
) => {
  if (state.status === 'none') return undefined;
  const creator = await creatorMailbox(deps.store, state.request.creatorId);
  const plan =
    state.plan ?? (estimate && payoutAtQuotes(state, estimate.quotes, estimate.now)?.plan);
  return creator && deps.mail.enqueue(withdrawalMail(creator, state.request, step, reason, plan));
};

/** A creator asks for a funded campaign's money once; an admin approves (the payout follows) or rejects it. */
export const withdrawalRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock } = deps;
  const review = (action: 'approve' | 'reject') =>
    handle(async (req, res) => {
      const context = contextOf(req, requireActor(req, config.jwtSecret, 'admin'), clock);
      const { id } = parseInput(withdrawalIdParam, req.params);
      const body = req.body ?? {};
      const form =
        action === 'reject'
          ? { type: 'RejectWithdrawal' as const, ...parseInput(rejectWithdrawalForm, body) }
          : { type: 'ApproveWithdrawal' as const, ...parseInput(approveWithdrawalForm, body) };
      const stream = withdrawalStream(id);
      // A retry is decided only on what the provider says of every earlier transfer.
      const before =
        action === 'approve'
          ? await checkWithProvider(deps, id, context)
          : fold(withdrawalDecider, (await store.readStream(stream)).events);
      const gifts = await campaignGifts(store, id);
      const command: WithdrawalCommand =
        form.type === 'RejectWithdrawal'
          ? { ...form, now: context.now }
          : {
              ...form,
              gifts,
              now: context.now,
              quotes: await payoutQuotes(config, before, gifts, context.now),
            };
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
        await mailFor(
          deps,
          after,
          action === 'approve' && after.status !== 'rejected' ? 'approved' : 'rejected',
          command.type === 'RejectWithdrawal'
            ? command.reason
            : after.status === 'rejected'
              ? NOTHING_LEFT
              : undefined,
        ),
      );
      success(res, { withdrawal: withdrawalView(state) });
    });

  return Router()
    .post(
      '/v1/withdrawals/quote',
      handle(async (req, res) => {
        const actor = requireActor(req, config.jwtSecret, 'creator');
        const { campaignId } = parseInput(withdrawalForm, req.body ?? {});
        const now = clock();
        const { requested } = await decideWithdrawal(deps, actor, campaignId, now);
        const gifts = await campaignGifts(store, campaignId);
        const quotes = await payoutQuotes(config, requested, gifts, now);
        success(res, { withdrawal: withdrawalView(requested, quotes, now) });
      }),
    )
    .post(
      '/v1/withdrawals/:id/approval-quote',
      handle(async (req, res) => {
        requireActor(req, config.jwtSecret, 'admin');
        const { id } = parseInput(withdrawalIdParam, req.params);
        const now = clock();
        const state = fold(
          withdrawalDecider,
          (await store.readStream(withdrawalStream(id))).events,
        );
        if (state.status === 'none') throw new NotFoundError(WITHDRAWAL_NOT_FOUND);
        const quotes = await payoutQuotes(config, state, await campaignGifts(store, id), now);
        success(res, { withdrawal: withdrawalView(state, quotes, now) });
      }),
    )
    .post(
      '/v1/withdrawals',
      handle(async (req, res) => {
        const actor = requireActor(req, config.jwtSecret, 'creator');
        const { campaignId } = parseInput(withdrawalForm, req.body ?? {});
        const context = contextOf(req, actor, clock);
        const now = context.now;
        const gifts = await campaignGifts(store, campaignId);
        // The request's mail and answer name what would reach the wallet in its currency at today's rates.
        const state = await requestWithdrawal(deps, actor, campaignId, context, async (requested) =>
          mailFor(deps, requested, 'requested', undefined, {
            quotes: await payoutQuotes(config, requested, gifts, now),
            now,
          }),
        );
        const quotes = await payoutQuotes(config, state, gifts, now);
        success(res, { withdrawal: withdrawalView(state, quotes, now) }, 201);
      }),
    )
    .patch('/v1/withdrawals/:id/approve', review('approve'))
    .patch('/v1/withdrawals/:id/reject', review('reject'))
    .patch(
      '/v1/withdrawals/:id/check',
      handle(async (req, res) => {
        const context = contextOf(req, requireActor(req, config.jwtSecret, 'admin'), clock);
        const { id } = parseInput(withdrawalIdParam, req.params);
        const state = await checkWithProvider(deps, id, context);
        if (state.status === 'none') throw new NotFoundError(WITHDRAWAL_NOT_FOUND);
        success(res, { withdrawal: withdrawalView(state) });
      }),
    );
};

export const withdrawalDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/withdrawals/quote',
    tag: 'wallet',
    auth: 'creator',
    body: withdrawalForm,
    summary:
      'What asking for the money of your funded campaign would give, decided by the same rules and answered in the same form, with nothing recorded: for the confirmation shown before Withdraw',
  },
  {
    method: 'post',
    path: '/v1/withdrawals',
    tag: 'wallet',
    auth: 'creator',
    body: withdrawalForm,
    status: 201,
    summary:
      'Ask for the money of your funded campaign, once: gross (gifts not refunded), 5% platform fee, processing fees and net, in USD, beside each currency held (byCurrency, minor units) and the payout in the wallet’s currency (M-PESA KES, MoMo GHS, else USD; other currencies converted at the rate quoted at approval, less the conversion fee); 400 before the goal is reached, without a linked wallet, or with one the payout provider does not pay (Paystack: no Airtel Money in Kenya), 409 the second time',
  },
  {
    method: 'post',
    path: '/v1/withdrawals/:id/approval-quote',
    tag: 'wallet',
    auth: 'admin',
    params: withdrawalIdParam,
    summary:
      "What approving the withdrawal would send now, with nothing recorded: each currency held (byCurrency) and the payout in the wallet's currency, the others converted at today's rates (source and time) less the provider's conversion fee",
  },
  {
    method: 'patch',
    path: '/v1/withdrawals/:id/approve',
    tag: 'wallet',
    auth: 'admin',
    params: withdrawalIdParam,
    body: approveWithdrawalForm,
    summary:
      "Approve a requested withdrawal (its id is its campaign's), or approve again one whose payout failed; the rates a conversion needs are quoted and recorded (ExchangeRateQuoted; 409 when one cannot be quoted) and the payout is then sent to the creator's wallet in its currency, a retry under a new transfer reference. Before a retry the provider is asked about every earlier transfer: 409 if one was paid after all, is still pending or its outcome is unknown, or once rejected; 409 too while the wallet was linked less than 48 hours ago unless confirmNewWallet is true (the admin confirmed it with the creator)",
  },
  {
    method: 'patch',
    path: '/v1/withdrawals/:id/check',
    tag: 'wallet',
    auth: 'admin',
    params: withdrawalIdParam,
    summary:
      'Ask the payout provider about every transfer of a withdrawal whose payout is pending, unknown or failed, and record what it says (paid, pending, failed); nothing is sent. Answers the withdrawal as it stands',
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
