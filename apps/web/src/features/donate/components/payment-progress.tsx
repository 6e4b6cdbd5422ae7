import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { FormattedMessage } from 'react-intl';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { usePaymentProgress } from '../api/get-payment';
import { parseCurrency } from '../lib/currency';
import { providerLabel } from '../lib/mobile-money';
import {
  askAgain,
  paidInOwnMoney,
  progressOf,
  refreshWithoutScripts,
  type PaymentReceipt,
} from '../lib/payment-progress';
import type { CheckoutHandoff } from '../form-checks';
import styles from './donate.module.css';

type Props = {
  campaignId: string;
  campaignTitle?: string;
  paymentId: string;
  handoff?: CheckoutHandoff;
  /** How long a page without scripts has already waited (its refreshes count it). */
  waitedMs?: number;
  /** Once the gift is recorded: the campaign's totals are out of date. */
  onThanked: (campaignId: string) => unknown;
};

/** The thank-you page of a hosted payment: it waits for the provider's answer, then thanks or offers another try. */
export function PaymentProgress({
  campaignId,
  campaignTitle,
  paymentId,
  handoff,
  waitedMs = 0,
  onThanked,
}: Props) {
  const { payment, stoppedWaiting } = usePaymentProgress(paymentId, true, waitedMs);
  const progress = progressOf(payment.data, stoppedWaiting);
  const t = useT();
  const { money, usd } = useMoney();
  const charged = (handoff: CheckoutHandoff) =>
    money(handoff.amount, parseCurrency(handoff.currency ?? 'USD'));
  useEffect(() => {
    if (progress === 'thanked') onThanked(campaignId);
  }, [progress, campaignId, onThanked]);

  if (payment.isError && !payment.data) {
    return (
      <ErrorState
        message={errorMessage(payment.error, t('giving.progress.checkFailed'))}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const donated = payment.data?.donation?.amount;
  const paid = paidInOwnMoney(payment.data, handoff);
  const gift = paid
    ? money(paid.amount, parseCurrency(paid.currency))
    : donated !== undefined
      ? usd(donated, 2)
      : handoff
        ? charged(handoff)
        : undefined;
  const mobileMoney = handoff?.method === 'mobileMoney';

  return (
    <section className={styles.success} aria-labelledby="payment-progress-title">
      {/* Without scripts the page, rendered by the server, reloads itself until the payment settles. */}
      {askAgain(payment.data, stoppedWaiting) && (
        <noscript>
          <meta httpEquiv="refresh" content={refreshWithoutScripts(paymentId, waitedMs)} />
        </noscript>
      )}
      <div role="status" aria-live="polite" aria-atomic="true">
        {progress === 'waiting' && (
          <>
            <div className={styles.waitingIcon} aria-hidden="true" />
            <h1 id="payment-progress-title">{t('giving.progress.waitingTitle')}</h1>
            <p>
              {mobileMoney
                ? t('giving.progress.checkPhone', {
                    provider: handoff.mobileProvider
                      ? providerLabel(handoff.mobileProvider)
                      : t('giving.progress.yourProvider'),
                    amount: charged(handoff),
                  })
                : t('giving.progress.waiting')}
            </p>
          </>
        )}
        {progress === 'stillWaiting' && (
          <>
            <h1 id="payment-progress-title">{t('giving.progress.stillWaitingTitle')}</h1>
            <p>{t('giving.progress.stillWaiting')}</p>
          </>
        )}
        {progress === 'thanked' && (
          <>
            <div className={styles.successIcon} aria-hidden="true">
              ✓
            </div>
            <h1 id="payment-progress-title">{t('giving.thanks.title')}</h1>
            <p>
              <FormattedMessage
                id="giving.progress.received"
                values={{
                  strong: (chunks) => <strong>{chunks}</strong>,
                  gift: gift ?? '',
                  hasGift: gift === undefined ? 'no' : 'yes',
                  campaign: campaignTitle ?? '',
                  hasCampaign: campaignTitle ? 'yes' : 'no',
                }}
              />
            </p>
            <ReceiptNote
              receipt={payment.data?.receipt}
              counted={paid && donated !== undefined ? usd(donated, 2) : undefined}
              stoppedWaiting={stoppedWaiting}
            />
          </>
        )}
        {progress === 'failed' && (
          <>
            <h1 id="payment-progress-title">{t('giving.progress.failedTitle')}</h1>
            <p>{payment.data?.reason ?? t('giving.progress.failed')}</p>
          </>
        )}
      </div>
      {progress === 'waiting' && mobileMoney && handoff.testPhoneUrl && (
        <p>
          <a href={handoff.testPhoneUrl} target="_blank" rel="noopener">
            {t('giving.progress.testPhone')}
          </a>
        </p>
      )}
      <div className={styles.successActions}>
        {progress === 'failed' ? (
          <Link to={paths.donation.getHref(campaignId)} className={buttonClass()}>
            {t('giving.tryAgain')}
          </Link>
        ) : (
          <Link
            to={paths.campaign.getHref(campaignId)}
            className={buttonClass({ variant: progress === 'thanked' ? 'primary' : 'secondary' })}
          >
            {t('giving.returnToCampaign')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** The receipt's number and, as the receipt lists them, what was paid and then the dollars the campaign counts. */
function ReceiptNote({
  receipt,
  counted,
  stoppedWaiting,
}: {
  receipt?: PaymentReceipt;
  counted?: string;
  stoppedWaiting: boolean;
}) {
  const t = useT();
  const { money } = useMoney();
  if (!receipt)
    return (
      <p>{stoppedWaiting ? t('giving.receiptNote.mailed') : t('giving.receiptNote.preparing')}</p>
    );
  return (
    <p>
      {t('receipt.number')} <strong>{receipt.receiptNumber}</strong>
      <br />
      {receipt.paid && (
        <>
          {t('receipt.paid')}{' '}
          <strong>{money(receipt.paid.amount, parseCurrency(receipt.paid.currency))}</strong>
          <br />
        </>
      )}
      {counted && (
        <>
          {t('receipt.amount')} <strong>{counted}</strong>
          <br />
        </>
      )}
      <Link to={receipt.url}>{t('giving.receiptNote.view')}</Link>
    </p>
  );
}
