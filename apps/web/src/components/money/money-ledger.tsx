import { ErrorState, Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatUsd } from '@/lib/format';
import { LEDGER_FAILED, useMoneyLedger } from '@/lib/money/get-money-ledger';
import { ledgerKindLabel, signedAmount } from '@/lib/money/money-labels';
import styles from './money.module.css';

const usd = (amount: number) => formatUsd(amount, 2);

/**
 * Every gift, refund, fee and payout of a campaign in order, with the balance after each and the totals; a table
 * from 768 px, a stacked list of labelled entries on a phone.
 */
export function MoneyLedgerTable({ campaignId, title }: { campaignId: string; title: string }) {
  const ledger = useMoneyLedger(campaignId);
  if (ledger.isPending) return <Loading label="Loading the money ledger…" />;
  if (ledger.isError)
    return (
      <ErrorState
        message={errorMessage(ledger.error, LEDGER_FAILED)}
        onRetry={() => void ledger.refetch()}
      />
    );
  const { entries, totals } = ledger.data;
  return (
    <div className={styles.ledger}>
      <dl className={styles.totals} aria-label={`Money totals of ${title}`}>
        <div>
          <dt>Raised</dt>
          <dd>{usd(totals.raised)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{usd(totals.refunded)}</dd>
        </div>
        <div>
          <dt>Fees</dt>
          <dd>{usd(totals.fees)}</dd>
        </div>
        <div>
          <dt>Paid out</dt>
          <dd>{usd(totals.paidOut)}</dd>
        </div>
        <div>
          <dt>Open balance</dt>
          <dd>{usd(totals.openBalance)}</dd>
        </div>
      </dl>
      {entries.length === 0 ? (
        <p className={styles.muted}>No money has moved yet.</p>
      ) : (
        <div
          className={styles.scroll}
          tabIndex={0}
          role="region"
          aria-label={`Money ledger of ${title}`}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">Money ledger of {title}, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Who</th>
                <th scope="col">When</th>
                <th scope="col">Balance</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${entry.kind}-${index}`}>
                  <th scope="row">
                    {ledgerKindLabel[entry.kind]}
                    {entry.reference && <span className={styles.reference}>{entry.reference}</span>}
                  </th>
                  <td
                    data-label="Amount"
                    className={signedAmount(entry.kind) > 0 ? styles.in : styles.out}
                  >
                    {signedAmount(entry.kind) > 0 ? '+' : '−'}
                    {usd(entry.amount)}
                  </td>
                  <td data-label="Who">{entry.actorName}</td>
                  <td data-label="When">
                    <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                  </td>
                  <td data-label="Balance">{usd(entry.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
