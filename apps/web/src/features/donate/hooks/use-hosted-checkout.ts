import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useT } from '@/lib/i18n/use-t';
import { useStartCheckout, type CheckoutPayload } from '../api/start-checkout';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { startFailureMessage } from '../lib/start-failure';
import type { CheckoutHandoff } from '../form-checks';

/**
 * Starts a hosted checkout: a card goes to the provider's page, a crypto gift to its BTCPay invoice, mobile money to
 * the thank-you page that waits for the phone. `cardInPage` holds while the sandbox is the provider: its card form stays in the modal.
 * A start that fails or gets no answer in time says so; `retry` sends the same gift with the same idempotency key (one
 * key per form: the server answers a repeat of the same gift with its first start), so trying again never pays twice.
 */
export function useHostedCheckout(campaignId: string) {
  const settings = usePaymentSettings().data;
  const provider = settings?.provider;
  const checkout = useStartCheckout();
  const t = useT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string>(undefined);
  const lastPayload = useRef<CheckoutPayload>(undefined);

  const start = async (payload: CheckoutPayload) => {
    if (inFlight.current || leaving) return;
    inFlight.current = true;
    lastPayload.current = payload;
    idempotencyKey.current ??= newIdempotencyKey();
    setFailure(undefined);
    try {
      const started = await checkout.mutateAsync({
        payload,
        idempotencyKey: idempotencyKey.current,
      });
      // A card's hosted page, or a crypto gift's invoice on BTCPay's checkout page (its address and quote).
      if (payload.method !== 'mobileMoney' && started.redirectUrl) {
        setLeaving(true);
        return window.location.assign(started.redirectUrl);
      }
      const handoff: CheckoutHandoff | undefined =
        payload.method === 'crypto'
          ? undefined
          : {
              method: payload.method,
              amount: started.charge.amount,
              currency: started.charge.currency,
              ...(payload.method === 'mobileMoney'
                ? { mobileProvider: payload.mobileProvider, testPhoneUrl: started.redirectUrl }
                : {}),
            };
      navigate(paths.donationThankYou.getHref(campaignId, started.paymentId), { state: handoff });
    } catch (error) {
      setFailure(startFailureMessage(error, t, t('giving.checkoutFailed')));
    } finally {
      inFlight.current = false;
    }
  };

  const retry = () => (lastPayload.current ? start(lastPayload.current) : undefined);

  return {
    start,
    retry,
    failure,
    busy: checkout.isPending || leaving,
    cardInPage: !provider || provider === 'sandbox',
    /** Crypto is a real invoice of the configured BTCPay Server, not the sandbox's simulated pledge. */
    cryptoInvoice: settings?.crypto === 'btcpay',
  };
}
