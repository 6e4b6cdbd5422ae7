import {
  type ApiRoute,
  handle,
  NotFoundError,
  parseInput,
  requireActor,
  success,
} from '@harambee/platform';
import { type Request, Router } from 'express';
import { z } from 'zod';
import { type CommandContext, contextOf } from '../core/command-context';
import { fold } from '../core/decider';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { strictForm } from '../core/strict-form';
import { donationStream } from '../donations/donation';
import {
  DISPUTE_NOT_FOUND,
  type DisputeActionCommand,
  disputeActionDecider,
  type DisputeOnGift,
} from './dispute-actions';
import { DisputeProviderError, disputeResponderFor } from './dispute-responder';
import { paidOut } from './record-provider-notice';
import { withdrawalDecider, withdrawalStream } from '../withdrawals/withdrawal';

const payoutPaid = async (store: CommandApiDeps['store'], campaignId: string) =>
  fold(withdrawalDecider, (await store.readStream(withdrawalStream(campaignId))).events).status ===
  'paid';

export const disputeParams = z.object({
  provider: z.enum(['sandbox', 'stripe', 'paystack']),
  disputeId: z.string().min(1).max(100),
});
const reason = z
  .string({ error: 'api.dispute.reasonRequired' })
  .trim()
  .min(1, 'api.dispute.reasonRequired')
  .max(500);
export const answerForm = strictForm({ reason });
export const contestForm = strictForm({
  evidence: z
    .string({ error: 'api.dispute.evidenceRequired' })
    .trim()
    .min(1, 'api.dispute.evidenceRequired')
    .max(20_000),
});

type Action = 'accept' | 'contest' | 'write-off';

/** The dispute as the admin's list shows what was done with it. */
const disputeView = (dispute: DisputeOnGift) => ({
  provider: dispute.opened.provider,
  disputeId: dispute.opened.disputeId,
  paymentId: dispute.opened.paymentId,
  campaignId: dispute.opened.campaignId,
  status: dispute.outcome,
  accepted: dispute.accepted,
  contested: dispute.evidence !== null,
  writtenOff: dispute.writtenOff,
});

const commandOf = async (
  deps: CommandApiDeps,
  action: Action,
  req: Request,
  context: CommandContext,
  dispute: DisputeOnGift,
): Promise<DisputeActionCommand> => {
  const act = {
    disputeId: dispute.opened.disputeId,
    adminId: context.actor!.userId,
    now: context.now,
  };
  const body: unknown = req.body ?? {};
  if (action === 'contest')
    return { ...act, type: 'ContestDispute', ...parseInput(contestForm, body) };
  const { reason: why } = parseInput(answerForm, body);
  if (action === 'write-off')
    return {
      ...act,
      type: 'WriteOffDispute',
      reason: why,
      payoutPaid: await payoutPaid(deps.store, dispute.opened.campaignId),
    };
  return {
    ...act,
    type: 'AcceptDispute',
    reason: why,
    afterPayout: await paidOut(deps.store, dispute.opened.campaignId),
  };
};

/** Tells the provider first: a refusal (or no way to reach it) writes nothing. */
const tellProvider = async (
  deps: CommandApiDeps,
  command: DisputeActionCommand,
  dispute: DisputeOnGift,
) => {
  if (command.type === 'WriteOffDispute') return;
  const responder = disputeResponderFor(dispute.opened.provider, deps.config.payments);
  if (!responder) throw new DisputeProviderError();
  const charge = {
    disputeId: dispute.opened.disputeId,
    amountMinor: dispute.opened.charged?.amountMinor ?? dispute.opened.amountCents,
    donorEmail: null,
  };
  if (command.type === 'AcceptDispute') await responder.accept(charge);
  else await responder.contest(charge, command.evidence);
};

/**
 * An admin answers a dispute: accepts it, contests it with evidence (both told to the provider that holds it), or
 * writes off what its creator owes. Each is an event with the admin and the reason; a repeat changes nothing.
 */
export const disputeActionRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock } = deps;
  const act = (action: Action) =>
    handle(async (req, res) => {
      const context = contextOf(req, requireActor(req, config.jwtSecret, 'admin'), clock);
      const { provider, disputeId } = parseInput(disputeParams, req.params);
      const [opened] = await store.readByType(['DisputeOpened'], { provider, disputeId });
      if (!opened) throw new NotFoundError(DISPUTE_NOT_FOUND);
      const stream = donationStream(opened.data.paymentId);
      const before = fold(disputeActionDecider, (await store.readStream(stream)).events);
      const dispute = before[disputeId]!;
      const command = await commandOf(deps, action, req, context, dispute);
      if (disputeActionDecider.decide(command, before).length > 0)
        await tellProvider(deps, command, dispute);
      const { state } = await handleCommand(store, stream, disputeActionDecider, command, context);
      success(res, { dispute: disputeView(state[disputeId]!) });
    });

  return Router()
    .post('/v1/admin/disputes/:provider/:disputeId/accept', act('accept'))
    .post('/v1/admin/disputes/:provider/:disputeId/contest', act('contest'))
    .post('/v1/admin/disputes/:provider/:disputeId/write-off', act('write-off'));
};

export const disputeActionDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/admin/disputes/:provider/:disputeId/accept',
    tag: 'admin',
    auth: 'admin',
    params: disputeParams,
    body: answerForm,
    summary:
      'Accept an open dispute with a reason: the provider is told (Stripe closes it, Paystack resolves it merchant-accepted; the sandbox here), then DisputeAccepted and DisputeClosed (lost) are recorded; 502 and nothing recorded when the provider refuses; 409 once closed or contested; a repeat changes nothing',
  },
  {
    method: 'post',
    path: '/v1/admin/disputes/:provider/:disputeId/contest',
    tag: 'admin',
    auth: 'admin',
    params: disputeParams,
    body: contestForm,
    summary:
      'Contest an open dispute with evidence, submitted to the provider (Stripe: evidence[uncategorized_text] with submit=true; Paystack: evidence, then resolved declined), then DisputeContested is recorded; 502 and nothing recorded when the provider refuses; 409 once closed or contested with other evidence',
  },
  {
    method: 'post',
    path: '/v1/admin/disputes/:provider/:disputeId/write-off',
    tag: 'admin',
    auth: 'admin',
    params: disputeParams,
    body: answerForm,
    summary:
      "Write off, with a reason, what a creator owes for an open dispute on a campaign already paid out: DisputeWrittenOff books the creator's receivable to the platform's loss; no provider call; 409 when nothing is owed, the payout is not paid yet, or the dispute is closed",
  },
];
