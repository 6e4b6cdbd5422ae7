import type { StoredEvent } from '@harambee/events';
import { daysLeft } from '@harambee/rules';
import { acceptsDonations, campaignDecider, campaignStream } from '../campaigns/campaign';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { campaignOfCode } from './short-code-process-manager';
import type { CampaignFacts } from './ussd-screen';

type Title = { live: string; proposed: string };

/** The campaign's public title: an edit's title only once the edit was approved. */
const titleOf = (events: readonly StoredEvent[]) =>
  events.reduce<Title>(
    (title, event) => {
      switch (event.type) {
        case 'CampaignCreated':
        case 'CampaignEdited':
          return { live: event.data.title, proposed: event.data.title };
        case 'CampaignEditProposed':
          return { ...title, proposed: event.data.title };
        case 'CampaignEditApproved':
          return { ...title, live: title.proposed };
        default:
          return title;
      }
    },
    { live: '', proposed: '' },
  ).live;

/**
 * The campaign a caller dialled, from the log: its code's claim, its own stream (title, end, open or not) and the
 * gifts counted toward it (what it raised, in US cents, as its page counts them). Undefined for an unknown code.
 */
export const campaignFacts = async (
  deps: Pick<CommandApiDeps, 'store'>,
  code: string,
  now: Date,
): Promise<(CampaignFacts & { campaignId: string }) | undefined> => {
  const campaignId = await campaignOfCode(deps, code);
  if (!campaignId) return undefined;
  const [{ events }, gifts] = await Promise.all([
    deps.store.readStream(campaignStream(campaignId)),
    deps.store.readByType(['DonationRecorded', 'CryptoPledgeConfirmed'], { campaignId }),
  ]);
  const state = fold(campaignDecider, events);
  if (state.status === 'none' || state.status === 'deleted') return undefined;
  const created = events.find((event) => event.type === 'CampaignCreated');
  return {
    campaignId,
    title: titleOf(events),
    raisedCents: gifts.reduce((sum, gift) => sum + gift.data.amountCents, 0),
    daysLeft: daysLeft(
      { createdAt: created?.data.createdAt ?? state.endDate, endDate: state.endDate },
      now,
    ),
    open: acceptsDonations(state, now),
  };
};
