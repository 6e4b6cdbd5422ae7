import { randomUUID } from 'node:crypto';
import { campaignDecider, campaignStream, type CampaignCommand } from '../campaigns/campaign';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import type { ScheduledJob } from '../core/process-manager';
import { campaignGifts, raisedCents } from '../money-out/campaign-gifts';

type Ending =
  { type: 'EndCampaign' } | { type: 'CloseCampaign'; closeReason: string; refund: boolean };

/** Ends a campaign with what its gifts raised; the campaign decider decides whether and how, once. */
export const endCampaign = async (
  deps: CommandApiDeps,
  campaignId: string,
  ending: Ending,
  context: CommandContext,
) => {
  const raised = raisedCents(await campaignGifts(deps.store, campaignId));
  const command: CampaignCommand = { ...ending, raisedCents: raised, now: context.now };
  return handleCommand(deps.store, campaignStream(campaignId), campaignDecider, command, context);
};

/** Approved campaigns whose end date passed and that have not ended. */
const campaignsDue = async (deps: CommandApiDeps, now: Date) => {
  const steps = await deps.store.readByType([
    'CampaignCreated',
    'CampaignApproved',
    'CampaignEnded',
  ]);
  const reached = (type: string) =>
    new Set(steps.filter((step) => step.type === type).map((step) => step.streamId));
  const [approved, ended] = [reached('CampaignApproved'), reached('CampaignEnded')];
  const due = steps.flatMap((step) =>
    step.type === 'CampaignCreated' &&
    new Date(step.data.endDate) <= now &&
    approved.has(step.streamId) &&
    !ended.has(step.streamId)
      ? [step.data.campaignId]
      : [],
  );
  return [...new Set(due)];
};

/** Ends every campaign past its end date. Two runs racing append one CampaignEnded: the loser re-reads and finds it ended. */
export const campaignEndJob: ScheduledJob = {
  name: 'campaign-end',
  everyMs: 30_000,
  run: async (deps) => {
    const now = deps.clock();
    for (const campaignId of await campaignsDue(deps, now)) {
      await endCampaign(
        deps,
        campaignId,
        { type: 'EndCampaign' },
        { system: true, correlationId: randomUUID(), now },
      );
    }
  },
};
