import type { EventOf, StoredEvent } from '@harambee/events';
import { ConcurrencyError } from '@harambee/eventstore';
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

const campaignOf = (event: StoredEvent) => (event as EventOf<'CampaignApproved'>).data.campaignId;

/** The append that claims `shortCode` for the campaign `event` approved, if the code is still nobody's. */
const claimOf = (event: StoredEvent, shortCode: string, now: Date) => {
  const assigned: Claim = {
    type: 'CampaignShortCodeAssigned',
    data: { campaignId: campaignOf(event), shortCode, at: now.toISOString() },
  };
  return {
    streamId: shortCodeStream(shortCode),
    expected: 'no_stream' as const,
    events: withMetadata([assigned], reactionContext(event, now)),
  };
};

/** Claims the campaign's first free candidate; a candidate it already holds means it was done before. */
const assignShortCode = async (event: StoredEvent, deps: CommandApiDeps) => {
  const campaignId = campaignOf(event);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const shortCode = shortCodeCandidate(campaignId, attempt);
    const claimed = await retryOnConflict(async () => {
      const holder = await campaignOfCode(deps, shortCode);
      if (holder) return holder === campaignId;
      await deps.store.append([claimOf(event, shortCode, deps.clock())]);
      return true;
    });
    if (claimed) return;
  }
  throw new Error(`No free short code for campaign ${campaignId} in ${MAX_TRIES} tries`);
};

/**
 * A batch's approvals claim their first candidates in one read and one append, a code two of them would take going
 * to the first in log order; the others (a first candidate another campaign holds, or an append refused because
 * another process claimed one meanwhile) go on one at a time, in log order.
 */
const assignShortCodes = async (events: StoredEvent[], deps: CommandApiDeps) => {
  const approvals = new Map<string, StoredEvent>();
  for (const event of events)
    if (!approvals.has(campaignOf(event))) approvals.set(campaignOf(event), event);
  const firsts = [...approvals].map(([campaignId, event]) => ({
    campaignId,
    event,
    shortCode: shortCodeCandidate(campaignId, 0),
  }));
  const streams = await deps.store.readStreams(
    firsts.map(({ shortCode }) => shortCodeStream(shortCode)),
  );
  const holders = streams.map(
    ({ events: [claim] }) => (claim as Claim | undefined)?.data.campaignId,
  );
  const taken = new Set<string>();
  const free = firsts.filter(({ shortCode }, i) => {
    if (holders[i] || taken.has(shortCode)) return false;
    taken.add(shortCode);
    return true;
  });
  let claimed = free;
  try {
    const now = deps.clock();
    if (free.length > 0)
      await deps.store.append(free.map(({ event, shortCode }) => claimOf(event, shortCode, now)));
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
    claimed = [];
  }
  for (const [i, first] of firsts.entries())
    if (!claimed.includes(first) && holders[i] !== first.campaignId)
      await assignShortCode(first.event, deps);
};

/** Every approved campaign gets the code a phone dials it by; an edit's approval keeps the code it has. */
export const shortCodeProcessManager: ProcessManager = {
  name: 'campaign-short-codes',
  reactsTo: ['CampaignApproved'],
  savesPlace: 'per-batch',
  react: assignShortCode,
  reactToAll: assignShortCodes,
};
