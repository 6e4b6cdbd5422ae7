import { randomUUID } from 'node:crypto';
import { campaignDecider, campaignStream, type CampaignCommand } from '../campaigns/campaign';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import type { ScheduledJob } from '../core/process-manager';
import { campaignGifts, raisedCents } from '../money-out/campaign-gifts';
import { eachOnItsOwn } from '../money-out/each-on-its-own';

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

/** The steps that say whether a campaign is approved now: a deleted, rejected or re-edited one is not. */
const STATUS_STEPS = [
  'CampaignApproved',
  'CampaignEdited',
  'CampaignRejected',
  'CampaignDeleted',
] as const;

/** Campaigns approved now whose end date passed and that have not ended. */
const campaignsDue = async (deps: CommandApiDeps, now: Date) => {
  const steps = await deps.store.readByType(['CampaignCreated', ...STATUS_STEPS, 'CampaignEnded']);
  const lastStatus = new Map<string, string>();
  const ended = new Set<string>();
  for (const step of steps) {
    if (step.type === 'CampaignEnded') ended.add(step.streamId);
    else if (step.type !== 'CampaignCreated') lastStatus.set(step.streamId, step.type);
  }
  const due = steps.flatMap((step) =>
    step.type === 'CampaignCreated' &&
    new Date(step.data.endDate) <= now &&
    lastStatus.get(step.streamId) === 'CampaignApproved' &&
    !ended.has(step.streamId)
      ? [step.data.campaignId]
      : [],
  );
  return [...new Set(due)];
};

/**
 * Ends every campaign past its end date, each on its own: one that cannot be ended is logged and alerted, the
 * others still end. Two runs racing append one CampaignEnded: the loser re-reads and finds it ended.
 */
export const campaignEndJob: ScheduledJob = {
  name: 'campaign-end',
  everyMs: 30_000,
  run: async (deps) => {
    const now = deps.clock();
    await eachOnItsOwn(
      deps,
      'campaign-end',
      await campaignsDue(deps, now),
      (campaignId) => `campaign ${campaignId}`,
      (campaignId) =>
        endCampaign(
          deps,
          campaignId,
          { type: 'EndCampaign' },
          { system: true, correlationId: randomUUID(), now },
        ),
    );
  },
};
