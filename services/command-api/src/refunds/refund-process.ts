import type { EventOf, StoredEvent } from '@harambee/events';
import { randomUUID } from 'node:crypto';
import { campaignDecider, campaignStream, givesGiftsBack } from '../campaigns/campaign';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand, loadState } from '../core/handle-command';
import { sweptSteps } from '../core/swept-steps';
import { type ProcessManager, type ScheduledJob, reactionContext } from '../core/process-manager';
import { campaignGifts } from '../money-out/campaign-gifts';
import { eachOnItsOwn, isDecision } from '../money-out/each-on-its-own';
import { refundDecider } from './refund';
import { refundGift } from './refund-gift';

export const DELETED_REFUND_REASON = 'The campaign was removed';
export const REJECTED_REFUND_REASON = 'The campaign was rejected';

const refundReason = ({ reason, closeReason }: EventOf<'CampaignEnded'>['data']) =>
  reason === 'closedByAdmin'
    ? `The campaign was closed: ${closeReason ?? ''}`.trim()
    : 'The campaign did not reach its goal by its end date';

/**
 * One RefundRequested per gift of the campaign, each on its own: a gift that cannot be refunded is alerted and the
 * others go on; the event is tried again only for a failure that was not a decision (the database went away).
 */
const requestRefunds = async (
  deps: CommandApiDeps,
  campaignId: string,
  reason: string,
  context: CommandContext,
) => {
  const errors = await eachOnItsOwn(
    deps,
    'refunds',
    await campaignGifts(deps.store, campaignId),
    (gift) => `gift ${gift.streamId} of campaign ${campaignId}`,
    (gift) =>
      handleCommand(
        deps.store,
        gift.streamId,
        refundDecider,
        { type: 'RequestRefund', reason, now: context.now },
        context,
      ),
  );
  const retryable = errors.find((error) => !isDecision(error));
  if (retryable) throw retryable;
};

/** Whose gifts go back and why, if they do: it ended failed, or it was deleted or rejected before it was funded. */
const refundsOwed = async (deps: CommandApiDeps, event: StoredEvent) => {
  if (event.type === 'CampaignEnded')
    return event.data.refundAll
      ? { campaignId: event.data.campaignId, reason: refundReason(event.data) }
      : null;
  if (event.type !== 'CampaignDeleted' && event.type !== 'CampaignRejected') return null;
  const { campaignId } = event.data;
  const { state } = await loadState(deps.store, campaignStream(campaignId), campaignDecider);
  if (!givesGiftsBack(state)) return null;
  const reason = event.type === 'CampaignDeleted' ? DELETED_REFUND_REASON : REJECTED_REFUND_REASON;
  return { campaignId, reason };
};

const DISPUTE_WON_REFUND_REASON = 'A dispute was won after the campaign closed';

/** A dispute won gives the held money back to a campaign that owes its gifts back: that part is refunded now. */
const refundAfterDisputeWon = async (
  deps: CommandApiDeps,
  event: EventOf<'DisputeClosed'> & { streamId: string },
  context: CommandContext,
) => {
  if (event.data.outcome !== 'won') return;
  const { state } = await loadState(
    deps.store,
    campaignStream(event.data.campaignId),
    campaignDecider,
  );
  const endedRefundingAll = state.status !== 'none' && state.ended?.refundAll === true;
  if (!endedRefundingAll && !givesGiftsBack(state)) return;
  await handleCommand(
    deps.store,
    event.streamId,
    refundDecider,
    { type: 'RequestRefund', reason: DISPUTE_WON_REFUND_REASON, now: context.now },
    context,
  );
};

/**
 * A campaign that ended failed (or was closed with refunds), or was deleted or rejected before it was funded, owes
 * every gift a refund: one RefundRequested per donation stream, then each is tried with the provider that took it.
 * What an open dispute holds is refunded once the dispute is won (lost, the donor already has it).
 */
export const refundsProcess: ProcessManager = {
  name: 'refunds',
  reactsTo: [
    'CampaignEnded',
    'CampaignDeleted',
    'CampaignRejected',
    'RefundRequested',
    'DisputeClosed',
  ],
  react: async (event, deps) => {
    const context = reactionContext(event, deps.clock());
    if (event.type === 'RefundRequested') return refundGift(deps, event.streamId, context);
    if (event.type === 'DisputeClosed') return refundAfterDisputeWon(deps, event, context);
    const owed = await refundsOwed(deps, event);
    if (owed) await requestRefunds(deps, owed.campaignId, owed.reason, context);
  },
};

/** Each gift's last refund step, as far as the sweep has read. */
const lastRefundSteps = sweptSteps(
  ['RefundRequested', 'DonationRefunded', 'RefundFailed', 'RefundReversed'],
  () => new Map<string, { type: string; nextAttemptAt?: string | null }>(),
  (last, step) =>
    last.set(step.streamId, {
      type: step.type,
      nextAttemptAt: 'nextAttemptAt' in step.data ? step.data.nextAttemptAt : undefined,
    }),
);

/** Donation streams whose last refund step is a failure (ours, or the provider's after it was made) whose retry is due. */
const refundsDue = async (deps: CommandApiDeps, now: Date) =>
  [...(await lastRefundSteps(deps.store))]
    .filter(
      ([, step]) =>
        (step.type === 'RefundFailed' || step.type === 'RefundReversed') &&
        step.nextAttemptAt != null &&
        new Date(step.nextAttemptAt) <= now,
    )
    .map(([streamId]) => streamId);

/** Retries failed refunds whose wait passed (1 min, 5 min, 30 min, 2 h, then every 6 h), each on its own. */
export const refundRetriesJob: ScheduledJob = {
  name: 'refund-retries',
  everyMs: 30_000,
  run: async (deps) => {
    const now = deps.clock();
    await eachOnItsOwn(
      deps,
      'refund-retries',
      await refundsDue(deps, now),
      (streamId) => `gift ${streamId}`,
      (streamId) => refundGift(deps, streamId, { system: true, correlationId: randomUUID(), now }),
    );
  },
};
