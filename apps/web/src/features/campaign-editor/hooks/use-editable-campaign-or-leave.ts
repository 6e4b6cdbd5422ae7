import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { LOAD_FAILED, useEditableCampaign } from '../api/get-editable-campaign';

/** The creator's own campaign; if it cannot be loaded, say so and go back to the dashboard. */
export function useEditableCampaignOrLeave(id: string) {
  const campaign = useEditableCampaign(id);
  const navigate = useNavigate();
  const failed = campaign.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(LOAD_FAILED, { toastId: 'campaign-load-failed' });
    navigate(paths.dashboard.getHref(), { replace: true });
  }, [failed, navigate]);
  return campaign;
}
