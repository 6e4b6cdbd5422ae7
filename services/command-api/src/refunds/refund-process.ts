import type { EventOf } from '@harambee/events';
import { logger } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { type ProcessManager, type ScheduledJob, reactionContext } from '../core/process-manager';
import { campaignGifts } from '../money-out/campaign-gifts';
import { refundDecider } from './refund';
import { refundGift } from './refund-gift';

const refundReason = ({ reason, closeReason }: EventOf<'CampaignEnded'>['data']) =>
  reason === 'closedByAdmin'
    ? `The campaign was closed: ${closeReason ?? ''}`.trim()
    : 'The campaign did not reach its goal by its end date';

/**
 * A campaign that ended failed (or was closed with refunds) owes every gift a refund: one RefundRequested per
 * donation stream, then each is tried with the provider that took it.
 */
export const refundsProcess: ProcessManager = {
  name: 'refunds',
  reactsTo: ['CampaignEnded', 'RefundRequested'],
  react: async (event, deps) => {
    const context = reactionContext(event, deps.clock());
    if (event.type === 'CampaignEnded') {
      if (!event.data.refundAll) return;
      const reason = refundReason(event.data);
      for (const gift of await campaignGifts(deps.store, event.data.campaignId)) {
        await handleCommand(
          deps.store,
          gift.streamId,
          refundDecider,
          { type: 'RequestRefund', reason, now: context.now },
          context,
        );
      }
    }
    if (event.type === 'RefundRequested') await refundGift(deps, event.streamId, context);
  },
};

/** Donation streams whose last refund step is a failure whose retry is due. */
const refundsDue = async (deps: CommandApiDeps, now: Date) => {
  const steps = await deps.store.readByType([
    'RefundRequested',
    'DonationRefunded',
    'RefundFailed',
  ]);
  const lastStep = new Map(steps.map((step) => [step.streamId, step]));
  return [...lastStep.values()]
    .filter(
      (step) =>
        step.type === 'RefundFailed' &&
        step.data.nextAttemptAt !== null &&
        new Date(step.data.nextAttemptAt) <= now,
    )
    .map((step) => step.streamId);
};

/** Retries failed refunds whose wait passed (1 min, 5 min, 30 min, 2 h, then every 6 h). */
export const refundRetriesJob: ScheduledJob = {
  name: 'refund-retries',
  everyMs: 30_000,
  run: async (deps) => {
    const now = deps.clock();
    for (const streamId of await refundsDue(deps, now)) {
      try {
        await refundGift(deps, streamId, { system: true, correlationId: randomUUID(), now });
      } catch (error) {
        logger.error('refund retry failed', { streamId, error: String(error) });
      }
    }
  },
};
