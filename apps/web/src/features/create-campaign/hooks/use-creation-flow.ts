import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import {
  CREATE_FAILED,
  useCreateCampaign,
  type CreatedCampaign,
  type NewCampaign,
} from '../api/create-campaign';
import {
  checkVerification,
  useRequestVerification,
  VERIFICATION_MESSAGES,
} from '../api/verification';
import type { PendingVerification } from '../lib/draft';
import { forgetMailedToken, mailedTokenFor } from '../lib/mailed-link';

type Notice = { tone: 'error' | 'warning' | 'success' | 'info'; text: string };
type Busy = 'checking' | 'creating' | 'resending' | null;
type Request = { email: string; name: string; formData: Record<string, string> };

const notVerifiedYet = (email: string) =>
  `Your email address is not verified yet. Please click the link we sent to ${email}, then try again.`;
const VERIFIED_ELSEWHERE =
  'Your email address was verified in another browser or on another device. Please continue there with the Continue creating my campaign button on the page the link opened.';

/** Sending the verification mail, checking it was confirmed, then creating the campaign. */
export function useCreationFlow(
  onVerification: (verification: PendingVerification) => void,
  onCreated: (created: CreatedCampaign) => void,
) {
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice>();
  const request = useRequestVerification();
  const create = useCreateCampaign();

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
          text: `We sent a new verification link to ${details.email}.`,
        });
      return true;
    } catch (error) {
      const fallback = resend
        ? VERIFICATION_MESSAGES.resendFailed
        : VERIFICATION_MESSAGES.sendFailed;
      setNotice({ tone: 'error', text: errorMessage(error, fallback) });
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
        return setNotice({ tone: 'warning', text: notVerifiedYet(campaign.email) });
      }
      mailedToken = mailedTokenFor(verification.handle);
      if (!mailedToken) return setNotice({ tone: 'warning', text: VERIFIED_ELSEWHERE });
    } catch (error) {
      return setNotice({ tone: 'error', text: errorMessage(error, VERIFICATION_MESSAGES.failed) });
    } finally {
      setBusy(null);
    }
    setBusy('creating');
    try {
      const created = await create.mutateAsync({ ...campaign, verificationToken: mailedToken });
      forgetMailedToken(mailedToken);
      onCreated(created);
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, CREATE_FAILED) });
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
