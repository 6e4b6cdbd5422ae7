import { useRef } from 'react';
import { useInViewOnce } from '@/hooks/use-in-view';
import { useCampaign } from '../api/get-campaign';
import { useLiveCampaignProgress } from '../api/use-live-campaign-progress';
import { CampaignSummaryCard } from './campaign-summary-card';

/** The campaign's totals as the server rendered them, moving live from when the card is first in view. */
export function LiveSummaryCard({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId).data;
  const card = useRef<HTMLDivElement>(null);
  useLiveCampaignProgress(campaignId, useInViewOnce(card, 0));
  return campaign ? <CampaignSummaryCard campaign={campaign} cardRef={card} /> : null;
}
