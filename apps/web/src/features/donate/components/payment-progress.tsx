import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { usePaymentProgress } from '../api/get-payment';
import { formatMoney, parseCurrency } from '../lib/currency';
import { providerLabel } from '../lib/mobile-money';
import { progressOf, type PaymentReceipt } from '../lib/payment-progress';
import type { CheckoutHandoff } from '../schemas';
import styles from './donate.module.css';

export const STILL_WAITING =
  "Still waiting for your provider's confirmation — you can close this page; the gift is recorded as soon as it arrives and the receipt is mailed.";

type Props = {
  campaignId: string;
  campaignTitle?: string;
  paymentId: string;
  handoff?: CheckoutHandoff;
  /** Once the gift is recorded: the campaign's totals are out of date. */
  onThanked: (campaignId: string) => unknown;
};

/** The thank-you page of a hosted payment: it waits for the provider's answer, then thanks or offers another try. */
export function PaymentProgress({
  campaignId,
  campaignTitle,
  paymentId,
  handoff,
  onThanked,
}: Props) {
  const { payment, stoppedWaiting } = usePaymentProgress(paymentId, true);
  const progress = progressOf(payment.data, stoppedWaiting);
  useEffect(() => {
    if (progress === 'thanked') onThanked(campaignId);
  }, [progress, campaignId, onThanked]);

  if (payment.isError && !payment.data) {
    return (
      <ErrorState
        message={errorMessage(payment.error, 'We could not check your payment. Please try again.')}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const donated = payment.data?.donation?.amount;
  const gift =
    donated !== undefined
      ? `Your gift of ${formatUsd(donated, 2)}`
      : handoff
        ? `Your gift of ${charged(handoff)}`
        : 'Your gift';
  const mobileMoney = handoff?.method === 'mobileMoney';

  return (
    <section className={styles.success} aria-labelledby="payment-progress-title">
      <div role="status" aria-live="polite" aria-atomic="true">
        {progress === 'waiting' && (
          <>
            <div className={styles.waitingIcon} aria-hidden="true" />
            <h1 id="payment-progress-title">Waiting for payment…</h1>
            <p>
              {mobileMoney
                ? `Check your phone: approve the prompt from ${providerLabel(handoff.mobileProvider)} to pay ${charged(handoff)}.`
                : 'Waiting for your payment to be confirmed. This page updates by itself.'}
            </p>
          </>
        )}
        {progress === 'stillWaiting' && (
          <>
            <h1 id="payment-progress-title">Still waiting</h1>
            <p>{STILL_WAITING}</p>
          </>
        )}
        {progress === 'thanked' && (
          <>
            <div className={styles.successIcon} aria-hidden="true">
              ✓
            </div>
            <h1 id="payment-progress-title">Thank you for your donation!</h1>
            <p>
              {gift} to {campaignTitle ? <strong>{campaignTitle}</strong> : 'this campaign'} has
              been received.
            </p>
            <ReceiptNote receipt={payment.data?.receipt} stoppedWaiting={stoppedWaiting} />
          </>
        )}
        {progress === 'failed' && (
          <>
            <h1 id="payment-progress-title">Payment was not completed</h1>
            <p>
              {payment.data?.reason ??
                'Your provider did not confirm the payment, so no gift was recorded.'}
            </p>
          </>
        )}
      </div>
      {progress === 'waiting' && mobileMoney && handoff.testPhoneUrl && (
        <p>
          <a href={handoff.testPhoneUrl} target="_blank" rel="noopener">
            Open the test phone (test mode: no real money moves)
          </a>
        </p>
      )}
      <div className={styles.successActions}>
        {progress === 'failed' ? (
          <Link to={paths.donation.getHref(campaignId)} className={buttonClass()}>
            Try again
          </Link>
        ) : (
          <Link
            to={paths.campaign.getHref(campaignId)}
            className={buttonClass({ variant: progress === 'thanked' ? 'primary' : 'secondary' })}
          >
            Return to Campaign
          </Link>
        )}
      </div>
    </section>
  );
}

const charged = (handoff: CheckoutHandoff) =>
  formatMoney(handoff.amount, parseCurrency(handoff.currency ?? 'USD'));

function ReceiptNote({
  receipt,
  stoppedWaiting,
}: {
  receipt?: PaymentReceipt;
  stoppedWaiting: boolean;
}) {
  if (!receipt)
    return (
      <p>
        {stoppedWaiting
          ? 'Your receipt is mailed as soon as it is issued.'
          : 'Preparing your receipt…'}
      </p>
    );
  return (
    <p>
      Receipt number <strong>{receipt.receiptNumber}</strong>
      <br />
      {receipt.paid && (
        <>
          Paid{' '}
          <strong>{formatMoney(receipt.paid.amount, parseCurrency(receipt.paid.currency))}</strong>
          <br />
        </>
      )}
      <Link to={receipt.url}>View printable receipt</Link>
    </p>
  );
}
