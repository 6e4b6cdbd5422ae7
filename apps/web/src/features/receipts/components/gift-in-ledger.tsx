import { LEDGER_VERIFY_TEXTS as TEXTS } from '@harambee/rules';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { entryKind, type PublicEntry } from '@/lib/ledger-entry';
import type { Receipt } from '../api/get-receipt';
import { useGiftEntries } from '../api/get-gift-entries';
import { useVerifyGift } from '../api/verify-gift';
import type { Verification } from '../lib/verify-gift';
import styles from './receipt.module.css';

function VerificationResult({ result }: { result: Verification }) {
  return (
    <Alert tone={result.ok ? 'success' : 'error'}>
      <p className={styles.verdict}>{result.ok ? TEXTS.passed : TEXTS.failed}</p>
      <ul className={styles.checks}>
        {result.checks.map((check) => (
          <li key={check.name}>
            <strong>{check.ok ? 'Passed: ' : 'Failed: '}</strong>
            {check.text}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function VerifyGift({ receipt, entry }: { receipt: Receipt; entry: PublicEntry }) {
  const verify = useVerifyGift();
  const claim = {
    index: entry.index,
    campaignId: receipt.campaignId,
    campaignTitle: receipt.campaignTitle,
    amountCents: Math.round(receipt.amount * 100),
  };
  return (
    <div className={styles.verify}>
      <Button
        variant="secondary"
        onClick={() => verify.mutate(claim)}
        disabled={verify.isPending}
        aria-busy={verify.isPending}
      >
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <div aria-live="polite">
        {verify.isPending && <p>{TEXTS.verifying}</p>}
        {verify.isError && (
          <Alert tone="error">
            {TEXTS.failed} {verify.error.message}
          </Alert>
        )}
        {verify.isSuccess && <VerificationResult result={verify.data} />}
      </div>
    </div>
  );
}

/** The receipt's gift in the public ledger: its entry's index, any later entries for it, and "Verify". */
export function GiftInLedger({ receipt }: { receipt: Receipt }) {
  const entries = useGiftEntries(receipt.receiptId);
  const [gift, ...later] = entries.data ?? [];
  return (
    <section className={styles.ledger} aria-labelledby="ledger-title">
      <h2 id="ledger-title" className={styles.ledgerTitle}>
        Public ledger
      </h2>
      {entries.isPending && <Loading label="Looking up your gift's ledger entry…" />}
      {entries.isError && (
        <ErrorState
          message="We could not look up your gift's ledger entry."
          onRetry={() => void entries.refetch()}
        />
      )}
      {entries.isSuccess && !gift && <p role="status">{TEXTS.notYet}</p>}
      {gift && (
        <>
          <p>
            Your gift is entry <strong>{`#${gift.index}`}</strong> of Harambee&apos;s{' '}
            <Link to={paths.ledger.getHref()}>public ledger</Link>.
            {later.length > 0 &&
              ` Later entries for it: ${later.map((e) => `#${e.index} (${entryKind(e.type)})`).join(', ')}.`}
          </p>
          <VerifyGift receipt={receipt} entry={gift} />
        </>
      )}
    </section>
  );
}
