import { startAfricasTalkingFake } from '../../sms/testing/africastalking-fake';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../../testing/command-api-under-test';
import { shortCodeProcessManager } from '../short-code-process-manager';

/** An approved campaign, its creator's token and the codes its approval got (its reaction run twice, as redelivered). */
export const approvedCampaignWithCode = async (
  api: CommandApiUnderTest,
  overrides: Record<string, string> = {},
) => {
  const created = await createVerifiedCampaign(api, overrides);
  const { campaignId } = created;
  await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });
  const { store } = api.deps;
  const [approved] = await store.readByType(['CampaignApproved'], { campaignId });
  await shortCodeProcessManager.react(approved!, api.deps);
  await shortCodeProcessManager.react(approved!, api.deps);
  const assigned = await store.readByType(['CampaignShortCodeAssigned'], { campaignId });
  return { ...created, codes: assigned.map((event) => event.data.shortCode) };
};

/** A command API giving by phone (USSD and texts), its texts sent to a local fake of Africa's Talking. */
export const startPhoneGiving = async (secret: string, env: Record<string, string> = {}) => {
  const gateway = await startAfricasTalkingFake();
  const api = await startCommandApiUnderTest({
    env: { USSD_CALLBACK_SECRET: secret, ...gateway.env, ...env },
  });
  return { api, gateway };
};
