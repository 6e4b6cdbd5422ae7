import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
} from '../../testing/command-api-under-test';
import { shortCodeProcessManager } from '../short-code-process-manager';

/** An approved campaign and the codes its approval got, its reaction run twice as a redelivery would. */
export const approvedCampaignWithCode = async (api: CommandApiUnderTest) => {
  const { campaignId } = await createVerifiedCampaign(api);
  await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });
  const { store } = api.deps;
  const [approved] = await store.readByType(['CampaignApproved'], { campaignId });
  await shortCodeProcessManager.react(approved!, api.deps);
  await shortCodeProcessManager.react(approved!, api.deps);
  const assigned = await store.readByType(['CampaignShortCodeAssigned'], { campaignId });
  return { campaignId, codes: assigned.map((event) => event.data.shortCode) };
};
