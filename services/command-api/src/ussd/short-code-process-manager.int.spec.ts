import type { StoredEvent } from '@harambee/events';
import { commandApiForTests, createApprovedCampaign } from '../testing/command-api-under-test';
import { shortCodeCandidate, shortCodeStream } from './short-code';
import { shortCodeProcessManager } from './short-code-process-manager';

const api = commandApiForTests();

const approvalOf = async (campaignId: string) =>
  (await api.deps.store.readByType(['CampaignApproved'], { campaignId }))[0]!;
const codesOf = async (campaignId: string) =>
  (await api.deps.store.readByType(['CampaignShortCodeAssigned'], { campaignId })).map(
    (event) => event.data.shortCode,
  );

it('given a batch of approvals, one coded before and one whose first code another campaign holds, when it is reacted to twice, then each campaign holds one code', async () => {
  const [coded, clashing, fresh] = await Promise.all(
    [1, 2, 3].map(async () => (await createApprovedCampaign(api)).campaignId),
  );
  const approvals: StoredEvent[] = await Promise.all([coded!, clashing!, fresh!].map(approvalOf));
  await shortCodeProcessManager.react(approvals[0]!, api.deps);
  const held = shortCodeCandidate(clashing!, 0);
  await api.deps.store.append([
    {
      streamId: shortCodeStream(held),
      expected: 'no_stream',
      events: [
        {
          type: 'CampaignShortCodeAssigned',
          data: { campaignId: 'campaign-elsewhere', shortCode: held, at: new Date().toISOString() },
          metadata: approvals[1]!.metadata,
        },
      ],
    },
  ]);

  await shortCodeProcessManager.reactToAll!([...approvals, approvals[0]!], api.deps);
  await shortCodeProcessManager.reactToAll!(approvals, api.deps);

  expect(await codesOf(coded!)).toEqual([shortCodeCandidate(coded!, 0)]);
  expect(await codesOf(clashing!)).toEqual([shortCodeCandidate(clashing!, 1)]);
  expect(await codesOf(fresh!)).toEqual([shortCodeCandidate(fresh!, 0)]);
});
