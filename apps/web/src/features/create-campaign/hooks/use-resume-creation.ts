import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getVerificationData } from '../api/verification';
import { loadDraft, resumedDraft, saveDraft } from '../lib/draft';

/** From a confirmed mailed link: fetches what the creator had typed, keeps it as this tab's draft and opens step 2. */
export function useResumeCreation(token: string, email: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => getVerificationData(token, email),
    onSuccess: (formData) => {
      saveDraft(resumedDraft(loadDraft(), formData, { token, email }, crypto.randomUUID()));
      navigate(paths.createCampaign.getHref(2));
    },
  });
}
