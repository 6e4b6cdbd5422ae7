import { countryNamesIn, EXPECTED_WITHDRAWAL_REVIEW_DAYS } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { useMoney } from '@/lib/i18n/use-money';
import { useStoredReason, useT } from '@/lib/i18n/use-t';
import { providerLabel } from '@/lib/money/provider-label';
import type { Withdrawal } from '@/lib/money/types';
import { payoutTimeline } from '../lib/payout-timeline';
import styles from './wallet.module.css';

/**
 * A withdrawal's way to the wallet in plain words: each step with its day, where it stopped and what happens next;
 * the references an admin or the provider may ask for are behind "Details".
 */
export function PayoutTimeline({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useT();
  const storedReason = useStoredReason();
  const { locale } = useIntl();
  const { shortDate } = useMoney();
  const { steps, notes } = payoutTimeline(withdrawal);
  const { wallet } = withdrawal;
  const words = {
    date: '',
    days: EXPECTED_WITHDRAWAL_REVIEW_DAYS,
    provider: providerLabel(wallet.provider),
    account: wallet.accountNumber,
    country: countryNamesIn(locale)(wallet.country),
    reason: storedReason(withdrawal.reason ?? ''),
  };
  return (
    <>
      <ol
        className={styles.timeline}
        aria-label={t('creator.payoutTimeline.title', { title: withdrawal.campaignTitle })}
      >
        {steps.map((step) => (
          <li
            key={step.key}
            className={styles[`step-${step.state}`]}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            {t(`creator.payoutTimeline.${step.key}`, {
              ...words,
              date: step.at ? shortDate(step.at) : '',
            })}
          </li>
        ))}
      </ol>
      {notes.map((note) => (
        <p key={note} className={note === 'paidTwice' ? styles.warning : styles.meta}>
          {t(`creator.payoutTimeline.${note}`, words)}
        </p>
      ))}
      {(withdrawal.reference || withdrawal.duplicateReference) && (
        <details className={styles.details}>
          <summary>{t('creator.payoutTimeline.details')}</summary>
          {withdrawal.reference && (
            <p className={styles.meta}>
              {t('creator.payoutTimeline.reference', { reference: withdrawal.reference })}
            </p>
          )}
          {withdrawal.duplicateReference && (
            <p className={styles.meta}>
              {t('creator.payoutTimeline.secondReference', {
                reference: withdrawal.duplicateReference,
              })}
            </p>
          )}
        </details>
      )}
    </>
  );
}
