import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

/** A moment of the campaign's history: a time (ISO), or how many of its events had happened. */
export type Moment = { at: string } | { position: number };

export type Decision = {
  type: string;
  by: { id: string | null; name: string; role: string };
  at: string;
  reason: string | null;
};

export type CampaignThen = {
  position: number;
  asOf: string | null;
  campaign: {
    title: string;
    category: string;
    status: string;
    featured: boolean;
    goalAmount: number;
    endDate: string;
    outcome?: string;
  } | null;
  totals: { amountRaised: number; donationCount: number; amountRefunded: number } | null;
  backers: {
    total: number;
    newest: { _id: string; donorName: string; amount: number; createdAt: string }[];
  };
  decisions: Decision[];
};

export type AsOfAnswer = CampaignThen & {
  timeline: { position: number; type: string; at: string }[];
  compare?: CampaignThen;
  diff?: { field: string; from: unknown; to: unknown }[];
};

const queryOf = (moment: Moment, compareWithNow: boolean) => {
  const params = new URLSearchParams(
    'at' in moment ? { at: moment.at } : { position: String(moment.position) },
  );
  if (compareWithNow) params.set('compare', 'now');
  return params.toString();
};

/** The campaign folded from its log up to the moment; with `compareWithNow`, what changed since. */
export const getCampaignAsOf = (id: string, query: string, signal?: AbortSignal) =>
  api.get<AsOfAnswer>(`/v1/admin/campaigns/${encodeURIComponent(id)}/as-of?${query}`, { signal });

export const campaignAsOfQueryOptions = (id: string, moment: Moment, compareWithNow: boolean) => {
  const query = queryOf(moment, compareWithNow);
  return queryOptions({
    queryKey: adminKeys.asOf(id, query),
    queryFn: ({ signal }) => getCampaignAsOf(id, query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useCampaignAsOf = (id: string, moment: Moment, compareWithNow: boolean) =>
  useQuery(campaignAsOfQueryOptions(id, moment, compareWithNow));
