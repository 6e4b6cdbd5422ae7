import { isCurrencyCode, namedUsd } from '@harambee/rules';
import { publicKeyLine } from '@harambee/merkle-log/src/key-line';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Island } from '@/islands/island';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { giftEntriesQueryOptions } from '../api/get-gift-entries';
import type { Receipt } from '../api/get-receipt';
import { paymentMethodLabel } from '../lib/payment-method';
import { GiftInLedger } from './gift-in-ledger';
import { PrintButton } from './print-button';
import styles from './receipt.module.css';

/**
 * A donation receipt laid out for paper: printing hides the site's header, footer and this page's button.
 * `receiptKey`, the link's key, also opens the gift's entries in the public ledger.
 */
export function PrintableReceipt({
  receipt,
  receiptKey,
}: {
  receipt: Receipt;
  receiptKey: string;
}) {
  const t = useT();
  const { money, longDate } = useMoney();
  const { locale } = useIntl();
  const paid = ({ amount, currency }: { amount: number; currency: string }) =>
    isCurrencyCode(currency) ? money(amount, currency) : `${amount} ${currency}`;
  const rows = [
    [t('receipt.number'), receipt.receiptNumber],
    [t('receipt.date'), longDate(receipt.donatedAt)],
    [
      t('receipt.donor'),
      receipt.anonymous || !receipt.donorName ? t('receipt.anonymous') : receipt.donorName,
    ],
    [
      t('receipt.campaign'),
      <Link to={paths.campaign.getHref(receipt.campaignId)}>{receipt.campaignTitle}</Link>,
    ],
    ...(receipt.paid ? ([[t('receipt.paid'), paid(receipt.paid)]] as const) : []),
    ...(receipt.feesCovered
      ? ([[t('receipt.feesCovered'), paid(receipt.feesCovered)]] as const)
      : []),
    [t('receipt.amount'), namedUsd(Math.round(receipt.amount * 100), locale)],
    [
      t('receipt.method.label'),
      paymentMethodLabel(receipt.paymentMethod, receipt.last4, (kind, last4) =>
        t('receipt.method', { kind, last4: last4 ?? 'none' }),
      ),
    ],
    [t('receipt.issued'), longDate(receipt.issuedAt)],
    [t('receipt.proofCode'), <code className={styles.proof}>{receipt.ledgerProof.salt}</code>],
    [
      t('receipt.ledgerKey'),
      <code className={styles.proof}>{publicKeyLine(receipt.ledgerProof.ledgerKey)}</code>,
    ],
  ] as const;
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <p className={styles.brand}>Harambee</p>
      <h1 id="receipt-title" className={styles.title}>
        {t('receipt.title')}
      </h1>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Island
        name="receipt-ledger"
        props={{ receipt, receiptKey }}
        queries={[giftEntriesQueryOptions(receipt.receiptId, receiptKey).queryKey]}
      >
        <GiftInLedger receipt={receipt} receiptKey={receiptKey} />
      </Island>
      <p className={styles.thanks}>{t('receipt.thanks')}</p>
      <Island name="receipt-print" props={{}}>
        <PrintButton />
      </Island>
    </article>
  );
}
