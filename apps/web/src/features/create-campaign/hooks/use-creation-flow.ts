import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useCreateCampaign, type CreatedCampaign, type NewCampaign } from '../api/create-campaign';
import { checkVerification, useRequestVerification } from '../api/verification';
import type { PendingVerification } from '../lib/draft';
import { forgetMailedToken, mailedTokenFor } from '../lib/mailed-link';

type Notice = { tone: 'error' | 'warning' | 'success' | 'info'; text: string };
type Busy = 'checking' | 'creating' | 'resending' | null;
type Request = { email: string; name: string; formData: Record<string, string> };

/** Sending the verification mail, checking it was confirmed, then creating the campaign. */
export function useCreationFlow(
  onVerification: (verification: PendingVerification) => void,
  onCreated: (created: CreatedCampaign) => void,
) {
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice>();
  const request = useRequestVerification();
  const create = useCreateCampaign();
  const t = useT();
  // The server answers in the page's language (the API client sends it as Accept-Language).
  const failure = (error: unknown, fallback: string) => errorMessage(error, t(fallback));

  const sendVerification = async (details: Request, resend = false) => {
    setBusy(resend ? 'resending' : null);
    setNotice(undefined);
    try {
      const { token } = await request.mutateAsync(details);
      onVerification({
        handle: token,
        email: details.email.trim().toLowerCase(),
        confirmed: false,
      });
      if (resend)
        setNotice({
          tone: 'success',
          text: t('create.verify.resent', { email: details.email }),
        });
      return true;
    } catch (error) {
      const fallback = resend ? 'create.verify.resendFailed' : 'create.verify.sendFailed';
      setNotice({ tone: 'error', text: failure(error, fallback) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const createWhenVerified = async (
    verification: PendingVerification,
    campaign: Omit<NewCampaign, 'verificationToken'>,
  ) => {
    setNotice(undefined);
    setBusy('checking');
    let mailedToken: string | null;
    try {
      if (!(await checkVerification(verification.handle, verification.email))) {
        return setNotice({
          tone: 'warning',
          text: t('create.verify.notYet', { email: campaign.email }),
        });
      }
      mailedToken = mailedTokenFor(verification.handle);
      if (!mailedToken) return setNotice({ tone: 'warning', text: t('create.verify.elsewhere') });
    } catch (error) {
      return setNotice({ tone: 'error', text: failure(error, 'create.verify.failed') });
    } finally {
      setBusy(null);
    }
    setBusy('creating');
    try {
      const created = await create.mutateAsync({ ...campaign, verificationToken: mailedToken });
      forgetMailedToken(mailedToken);
      onCreated(created);
    } catch (error) {
      setNotice({ tone: 'error', text: failure(error, 'create.failed') });
      setBusy(null);
    }
  };

  return {
    busy,
    notice,
    sending: request.isPending && busy === null,
    sendVerification,
    createWhenVerified,
    setNotice,
  };
}
