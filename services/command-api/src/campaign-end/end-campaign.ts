import { randomUUID } from 'node:crypto';
import { campaignDecider, campaignStream, type CampaignCommand } from '../campaigns/campaign';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import type { ScheduledJob } from '../core/process-manager';
import { campaignGifts, raisedCents } from '../money-out/campaign-gifts';

type Ending =
  | { type: 'EndCampaign' }
  | { type: 'CloseCampaign'; closeReason: string; refund: boolean };

/** Ends a campaign with what its gifts raised; the campaign decider decides whether and how, once. */
export const endCampaign = async (deps: CommandApiDeps, campaignId: string, ending: Ending, context: CommandContext) => {
  const raised = raisedCents(await campaignGifts(deps.db, campaignId));
  const command: CampaignCommand = { ...ending, raisedCents: raised, now: context.now };
  return handleCommand(deps.store, campaignStream(campaignId), campaignDecider, command, context);
};

/** Approved campaigns whose end date passed and that have not ended. */
const campaignsDue = (deps: CommandApiDeps, now: Date) =>
  deps.db.query<{ campaign_id: string }>(
    `select distinct c.data->>'campaignId' as campaign_id
     from events c
     where c.type = 'CampaignCreated' and (c.data->>'endDate')::timestamptz <= $1::timestamptz
       and exists (select 1 from events a where a.stream_id = c.stream_id and a.type = 'CampaignApproved')
       and not exists (select 1 from events e where e.stream_id = c.stream_id and e.type = 'CampaignEnded')`,
    [now.toISOString()],
  );

/** Ends every campaign past its end date. Two runs racing append one CampaignEnded: the loser re-reads and finds it ended. */
export const campaignEndJob: ScheduledJob = {
  name: 'campaign-end',
  everyMs: 30_000,
  run: async (deps) => {
    const now = deps.clock();
    for (const { campaign_id: campaignId } of await campaignsDue(deps, now)) {
      await endCampaign(deps, campaignId, { type: 'EndCampaign' }, { system: true, correlationId: randomUUID(), now });
    }
  },
};
