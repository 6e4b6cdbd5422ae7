import type { EventStore } from '@harambee/events';
import type { Dependency } from '../core/handle-command';
import { foldedStates } from '../core/folded-states';
import {
  campaignDecider,
  campaignStream,
  type CampaignEvent,
  type CampaignState,
} from './campaign';

/** Campaigns' states kept by stream version: a gift reads only what changed on its campaign since the last one. */
export const campaignStates = foldedStates(campaignDecider);

/** A campaign as what a decision depends on, its state kept by version. */
export const campaignDependency = (
  campaignId: string,
): Dependency<CampaignState, CampaignEvent> => ({
  streamId: campaignStream(campaignId),
  decider: campaignDecider,
  folded: campaignStates,
});

/** A campaign's state and version now, reading only what came after its kept state. */
export const currentCampaign = async (store: EventStore, campaignId: string) => {
  const streamId = campaignStream(campaignId);
  return (await campaignStates.readWith(store, [streamId], streamId)).folded;
};
