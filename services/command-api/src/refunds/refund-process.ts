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
  reason === 'closedByAdmin' ? `The campaign was closed: ${closeReason ?? ''}`.trim() : 'The campaign did not reach its goal by its end date';

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
      for (const gift of await campaignGifts(deps.db, event.data.campaignId)) {
        await handleCommand(deps.store, gift.streamId, refundDecider, { type: 'RequestRefund', reason, now: context.now }, context);
      }
    }
    if (event.type === 'RefundRequested') await refundGift(deps, event.streamId, context);
  },
};

/** Donation streams whose last refund step is a failure worth retrying. */
const failedRefunds = (deps: CommandApiDeps) =>
  deps.db.query<{ stream_id: string; next_attempt_at: string | null }>(
    `select stream_id, next_attempt_at from (
       select distinct on (stream_id) stream_id, type, data->>'nextAttemptAt' as next_attempt_at
       from events where type in ('RefundRequested', 'DonationRefunded', 'RefundFailed')
       order by stream_id, global_position desc) last
     where type = 'RefundFailed' and next_attempt_at is not null`,
  );

/** Retries failed refunds whose wait passed (1 min, 5 min, 30 min, 2 h, then every 6 h). */
export const refundRetriesJob: ScheduledJob = {
  name: 'refund-retries',
  everyMs: 30_000,
  run: async (deps) => {
    const now = deps.clock();
    for (const { stream_id: streamId, next_attempt_at: next } of await failedRefunds(deps)) {
      if (!next || new Date(next).getTime() > now.getTime()) continue;
      try {
        await refundGift(deps, streamId, { system: true, correlationId: randomUUID(), now });
      } catch (error) {
        logger.error('refund retry failed', { streamId, error: String(error) });
      }
    }
  },
};
