import { PLATFORM_FEE_BASIS_POINTS } from '@harambee/rules';
import { ErrorState, Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { LEDGER_FAILED, useMoneyLedger } from '@/lib/money/get-money-ledger';
import { signedAmount } from '@/lib/money/money-labels';
import styles from './money.module.css';

/**
 * Every gift, refund, fee and payout of a campaign in order, with the balance after each and the totals; a table
 * from 768 px, a stacked list of labelled entries on a phone.
 */
export function MoneyLedgerTable({ campaignId, title }: { campaignId: string; title: string }) {
  const t = useT();
  const money = useMoney();
  const usd = (amount: number) => money.usd(amount, 2);
  const ledger = useMoneyLedger(campaignId);
  if (ledger.isPending) return <Loading label={t('creator.ledger.loading')} />;
  if (ledger.isError)
    return (
      <ErrorState
        message={errorMessage(ledger.error, t(LEDGER_FAILED))}
        onRetry={() => void ledger.refetch()}
      />
    );
  const { entries, totals } = ledger.data;
  return (
    <div className={styles.ledger}>
      <dl className={styles.totals} aria-label={t('creator.ledger.totals', { title })}>
        <div>
          <dt>{t('creator.ledger.raised')}</dt>
          <dd>{usd(totals.raised)}</dd>
        </div>
        <div>
          <dt>{t('creator.ledger.refunded')}</dt>
          <dd>{usd(totals.refunded)}</dd>
        </div>
        <div>
          <dt>{t('creator.ledger.fees')}</dt>
          <dd>{usd(totals.fees)}</dd>
        </div>
        <div>
          <dt>{t('creator.ledger.paidOut')}</dt>
          <dd>{usd(totals.paidOut)}</dd>
        </div>
        <div>
          <dt>{t('creator.ledger.openBalance')}</dt>
          <dd>{usd(totals.openBalance)}</dd>
        </div>
      </dl>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('creator.ledger.nothing')}</p>
      ) : (
        <div
          className={styles.scroll}
          tabIndex={0}
          role="region"
          aria-label={t('creator.ledger.label', { title })}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">{t('creator.ledger.caption', { title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('creator.ledger.what')}</th>
                <th scope="col">{t('creator.ledger.amount')}</th>
                <th scope="col">{t('creator.ledger.who')}</th>
                <th scope="col">{t('creator.ledger.when')}</th>
                <th scope="col">{t('creator.ledger.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${entry.kind}-${index}`}>
                  <th scope="row">
                    {t('creator.ledger.kind', {
                      kind: entry.kind,
                      percent: money.percent(PLATFORM_FEE_BASIS_POINTS),
                    })}
                    {entry.reference && <span className={styles.reference}>{entry.reference}</span>}
                  </th>
                  <td
                    data-label={t('creator.ledger.amount')}
                    className={signedAmount(entry.kind) > 0 ? styles.in : styles.out}
                  >
                    {signedAmount(entry.kind) > 0 ? '+' : '−'}
                    {usd(entry.amount)}
                  </td>
                  <td data-label={t('creator.ledger.who')}>{entry.actorName}</td>
                  <td data-label={t('creator.ledger.when')}>
                    <time dateTime={entry.at}>{money.shortDate(entry.at)}</time>
                  </td>
                  <td data-label={t('creator.ledger.balance')}>{usd(entry.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
