import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useEditableCampaign } from '../api/get-editable-campaign';

/** The creator's own campaign; if it cannot be loaded, say so and go back to the dashboard. */
export function useEditableCampaignOrLeave(id: string) {
  const campaign = useEditableCampaign(id);
  const navigate = useNavigate();
  const loadFailed = useT()('editor.loadFailed');
  const failed = campaign.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(loadFailed, { toastId: 'campaign-load-failed' });
    navigate(paths.dashboard.getHref(), { replace: true });
  }, [failed, navigate, loadFailed]);
  return campaign;
}
