import { FEE_TEXTS } from '@harambee/rules';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate, formatUsd } from '@/lib/format';
import type { Receipt } from '../api/get-receipt';
import { paymentMethodLabel } from '../lib/payment-method';
import { GiftInLedger } from './gift-in-ledger';
import styles from './receipt.module.css';

const formatPaid = ({ amount, currency }: { amount: number; currency: string }) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);

/** A donation receipt laid out for paper: printing hides the site's header, footer and this page's button. */
export function PrintableReceipt({ receipt }: { receipt: Receipt }) {
  const rows = [
    ['Receipt number', receipt.receiptNumber],
    ['Date', formatDate(receipt.donatedAt, 'long')],
    ['Donor', receipt.anonymous || !receipt.donorName ? 'Anonymous' : receipt.donorName],
    [
      'Campaign',
      <Link to={paths.campaign.getHref(receipt.campaignId)}>{receipt.campaignTitle}</Link>,
    ],
    ...(receipt.paid ? ([['Paid', formatPaid(receipt.paid)]] as const) : []),
    ...(receipt.feesCovered
      ? ([[FEE_TEXTS.feesCovered, formatPaid(receipt.feesCovered)]] as const)
      : []),
    ['Amount', `${formatUsd(receipt.amount, 2)} ${receipt.currency}`],
    ['Payment method', paymentMethodLabel(receipt.paymentMethod, receipt.last4)],
    ['Issued', formatDate(receipt.issuedAt, 'long')],
  ] as const;
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <p className={styles.brand}>Harambee</p>
      <h1 id="receipt-title" className={styles.title}>
        Donation receipt
      </h1>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <GiftInLedger receipt={receipt} />
      <p className={styles.thanks}>Thank you for backing this campaign on Harambee.</p>
      <Button className={styles.print} onClick={() => window.print()}>
        Print
      </Button>
    </article>
  );
}
