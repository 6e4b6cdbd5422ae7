import type { EventOf, StoredEvent } from '@harambee/events';
import type { CommandApiDeps } from '../core/deps';
import { retryOnConflict, withMetadata } from '../core/handle-command';
import { type ProcessManager, reactionContext } from '../core/process-manager';
import { shortCodeCandidate, shortCodeStream } from './short-code';

const MAX_TRIES = 20;

type Claim = EventOf<'CampaignShortCodeAssigned'>;

/** Who holds a code: the campaign its claim stream names, or nobody. */
export const campaignOfCode = async (deps: Pick<CommandApiDeps, 'store'>, code: string) => {
  const [claim] = (await deps.store.readStream(shortCodeStream(code))).events as unknown as Claim[];
  return claim?.data.campaignId ?? null;
};

/** Claims the campaign's first free candidate; a candidate it already holds means it was done before. */
const assignShortCode = async (event: StoredEvent, deps: CommandApiDeps) => {
  const { campaignId } = (event as EventOf<'CampaignApproved'>).data;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const shortCode = shortCodeCandidate(campaignId, attempt);
    const claimed = await retryOnConflict(async () => {
      const holder = await campaignOfCode(deps, shortCode);
      if (holder) return holder === campaignId;
      const now = deps.clock();
      const assigned: Claim = {
        type: 'CampaignShortCodeAssigned',
        data: { campaignId, shortCode, at: now.toISOString() },
      };
      await deps.store.append([
        {
          streamId: shortCodeStream(shortCode),
          expected: 'no_stream',
          events: withMetadata([assigned], reactionContext(event, now)),
        },
      ]);
      return true;
    });
    if (claimed) return;
  }
  throw new Error(`No free short code for campaign ${campaignId} in ${MAX_TRIES} tries`);
};

/** Every approved campaign gets the code a phone dials it by; an edit's approval keeps the code it has. */
export const shortCodeProcessManager: ProcessManager = {
  name: 'campaign-short-codes',
  reactsTo: ['CampaignApproved'],
  savesPlace: 'per-batch',
  react: assignShortCode,
};
