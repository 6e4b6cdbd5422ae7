import type { CampaignMoment, TimeTravel } from '@harambee/time-travel';
import type { Viewer } from '../viewer';
import type { AsOfQuery } from './as-of-query';
import { type CampaignThen, readCampaignThen } from './campaign-then';
import { momentDiff } from './moment-diff';

const momentJson = ({ position, asOf, read }: CampaignMoment<CampaignThen>) => ({
  position,
  asOf,
  ...read,
});

/** A campaign as it was at the query's moment, its history's timeline, and with `compare` what changed since. */
export const campaignAsOf = async (
  timeTravel: TimeTravel,
  campaignId: string,
  query: AsOfQuery,
  viewer: Viewer,
) => {
  const moments = [query.moment, ...(query.compare ? [query.compare] : [])];
  const {
    timeline,
    moments: [then, other],
  } = await timeTravel.campaignAt(campaignId, moments, (tx) =>
    readCampaignThen(tx, campaignId, viewer),
  );
  return {
    ...momentJson(then!),
    timeline,
    ...(other && { compare: momentJson(other), diff: momentDiff(then!.read, other.read) }),
  };
};
