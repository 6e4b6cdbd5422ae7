import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import type { PublicEntry } from '@/lib/ledger-entry';
import type { Receipt } from '../api/get-receipt';
import { useGiftEntries } from '../api/get-gift-entries';
import { useVerifyGift } from '../api/verify-gift';
import { useT } from '@/lib/i18n/use-t';
import { VerifyError } from '../lib/verify-error';
import type { GiftClaim, Verification } from '../lib/gift-checks';
import styles from './receipt.module.css';

function VerificationResult({ result }: { result: Verification }) {
  const t = useT();
  return (
    <Alert tone={result.verdict === 'passed' ? 'success' : 'error'}>
      <p className={styles.verdict}>{t(`receipt.verify.${result.verdict}`)}</p>
      <ul className={styles.checks}>
        {result.checks.map((check) => (
          <li key={check.name}>
            <FormattedMessage
              id="receipt.verify.check"
              values={{
                result: check.result,
                detail: t(`receipt.verify.${check.name}${check.result}`, check.values),
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function VerifyGift({ receipt, entry }: { receipt: Receipt; entry: PublicEntry }) {
  const verify = useVerifyGift();
  const t = useT();
  const intl = useIntl();
  const claim: GiftClaim = {
    receiptId: receipt.receiptId,
    index: entry.index,
    campaignId: receipt.campaignId,
    campaignTitle: receipt.campaignTitle,
    amountCents: Math.round(receipt.amount * 100),
    charged: receipt.ledgerProof.charged,
    salt: receipt.ledgerProof.salt,
    ledgerKey: receipt.ledgerProof.ledgerKey,
  };
  return (
    <div className={styles.verify}>
      <Button
        variant="secondary"
        onClick={() => verify.mutate({ claim, locale: intl.locale })}
        disabled={verify.isPending}
        aria-busy={verify.isPending}
      >
        {verify.isPending ? t('receipt.verify.busy') : t('receipt.verify.button')}
      </Button>
      <div aria-live="polite">
        {verify.isPending && <p>{t('receipt.verify.checking')}</p>}
        {verify.isError && (
          <Alert tone="error">
            {t('receipt.verify.failed')}{' '}
            {verify.error instanceof VerifyError
              ? t(verify.error.key, verify.error.values)
              : verify.error.message}
          </Alert>
        )}
        {verify.isSuccess && <VerificationResult result={verify.data} />}
      </div>
    </div>
  );
}

/**
 * The receipt's gift in the public ledger: its entry's index, any later entries for it, and "Verify". The receipt
 * link's key opens them.
 */
export function GiftInLedger({ receipt, receiptKey }: { receipt: Receipt; receiptKey: string }) {
  const entries = useGiftEntries(receipt.receiptId, receiptKey);
  const [gift, ...later] = entries.data ?? [];
  const t = useT();
  return (
    <section className={styles.ledger} aria-labelledby="ledger-title">
      <h2 id="ledger-title" className={styles.ledgerTitle}>
        {t('receipt.ledger.title')}
      </h2>
      {entries.isPending && <Loading label={t('receipt.ledger.looking')} />}
      {entries.isError && (
        <ErrorState
          message={t('receipt.ledger.lookFailed')}
          onRetry={() => void entries.refetch()}
        />
      )}
      {entries.isSuccess && !gift && <p role="status">{t('receipt.ledger.notYet')}</p>}
      {gift && (
        <>
          <p>
            <FormattedMessage
              id="receipt.ledger.entry"
              values={{
                strong: (chunks) => <strong>{chunks}</strong>,
                ledger: (chunks) => <Link to={paths.ledger.getHref()}>{chunks}</Link>,
                index: `#${gift.index}`,
              }}
            />
            {later.length > 0 &&
              t('receipt.ledger.later', {
                entries: later
                  .map((e) => `#${e.index} (${t('ledger.kind', { type: e.type })})`)
                  .join(', '),
              })}
          </p>
          <VerifyGift receipt={receipt} entry={gift} />
        </>
      )}
    </section>
  );
}
