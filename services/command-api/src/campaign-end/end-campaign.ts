import { randomUUID } from 'node:crypto';
import { campaignDecider, campaignStream, type CampaignCommand } from '../campaigns/campaign';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import type { ScheduledJob } from '../core/process-manager';
import { campaignGifts, raisedCents } from '../money-out/campaign-gifts';
import { eachOnItsOwn } from '../money-out/each-on-its-own';
import { sweptSteps } from '../core/swept-steps';

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

/** Each campaign's end date, its last status step and whether it ended, as far as the sweep has read. */
const campaignEnds = sweptSteps(
  ['CampaignCreated', ...STATUS_STEPS, 'CampaignEnded'],
  () => new Map<string, { endDate?: Date; status?: string; ended?: true }>(),
  (campaigns, step) => {
    const campaign = campaigns.get(step.data.campaignId) ?? {};
    if (step.type === 'CampaignCreated') campaign.endDate = new Date(step.data.endDate);
    else if (step.type === 'CampaignEnded') campaign.ended = true;
    else campaign.status = step.type;
    return campaigns.set(step.data.campaignId, campaign);
  },
);

/** Campaigns approved now whose end date passed and that have not ended. */
const campaignsDue = async (deps: CommandApiDeps, now: Date) =>
  [...(await campaignEnds(deps.store))]
    .filter(
      ([, { endDate, status, ended }]) =>
        endDate && endDate <= now && status === 'CampaignApproved' && !ended,
    )
    .map(([campaignId]) => campaignId);

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
