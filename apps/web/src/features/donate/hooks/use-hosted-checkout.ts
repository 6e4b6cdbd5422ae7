import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useT } from '@/lib/i18n/use-t';
import { useStartCheckout, type CheckoutPayload } from '../api/start-checkout';
import type { CheckoutHandoff } from '../schemas';

/**
 * Starts a hosted checkout: a card goes to the provider's page, mobile money to the thank-you page that waits
 * for the phone. `cardInPage` holds while the sandbox is the provider: its card form stays in the modal.
 */
export function useHostedCheckout(campaignId: string) {
  const provider = usePaymentSettings().data?.provider;
  const checkout = useStartCheckout();
  const t = useT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const inFlight = useRef(false);

  const start = async (payload: CheckoutPayload) => {
    if (inFlight.current || leaving) return;
    inFlight.current = true;
    setFailure(undefined);
    try {
      const started = await checkout.mutateAsync(payload);
      if (payload.method === 'card' && started.redirectUrl) {
        setLeaving(true);
        return window.location.assign(started.redirectUrl);
      }
      const handoff: CheckoutHandoff = {
        method: payload.method,
        amount: started.charge.amount,
        currency: started.charge.currency,
        ...(payload.method === 'mobileMoney'
          ? { mobileProvider: payload.mobileProvider, testPhoneUrl: started.redirectUrl }
          : {}),
      };
      navigate(paths.donationThankYou.getHref(campaignId, started.paymentId), { state: handoff });
    } catch (error) {
      setFailure(errorMessage(error, t('giving.checkoutFailed')));
    } finally {
      inFlight.current = false;
    }
  };

  return {
    start,
    failure,
    busy: checkout.isPending || leaving,
    cardInPage: !provider || provider === 'sandbox',
  };
}
