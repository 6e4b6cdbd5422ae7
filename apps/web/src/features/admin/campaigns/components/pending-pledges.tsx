import { Button } from '@/components/ui/button';
import { formatDate, formatUsd } from '@/lib/format';
import adminStyles from '../../components/admin.module.css';
import { useConfirmPledge, usePendingPledges } from '../api/crypto-pledges';
import { coinAmount } from '../lib/campaign-facts';

/** Crypto pledges wait for an admin to confirm the transfer arrived; only then do they count. */
export function PendingPledges({ campaignId }: { campaignId: string }) {
  const pledges = usePendingPledges(campaignId);
  const confirm = useConfirmPledge(campaignId);
  if (!pledges.data || pledges.data.length === 0) return null;
  return (
    <section className={adminStyles.panel} aria-labelledby="pending-pledges-heading">
      <h2 id="pending-pledges-heading" className={adminStyles.panelTitle}>
        Pending Crypto Pledges
      </h2>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table}>
          <thead>
            <tr>
              <th scope="col">Backer</th>
              <th scope="col">Amount</th>
              <th scope="col">Crypto</th>
              <th scope="col">Pledged</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {pledges.data.map((pledge) => (
              <tr key={pledge._id}>
                <td>{pledge.anonymous || !pledge.donorName ? 'Anonymous' : pledge.donorName}</td>
                <td>{formatUsd(pledge.amount)}</td>
                <td className={adminStyles.nowrap}>
                  {coinAmount(pledge.cryptoAmount)
                    ? `${coinAmount(pledge.cryptoAmount)} ${pledge.cryptoCurrency ?? ''}`
                    : '—'}
                </td>
                <td className={adminStyles.nowrap}>
                  <time dateTime={pledge.createdAt}>{formatDate(pledge.createdAt)}</time>
                </td>
                <td>
                  <Button
                    size="small"
                    disabled={confirm.isPending}
                    onClick={() => confirm.mutate(pledge._id)}
                  >
                    {confirm.isPending && confirm.variables === pledge._id
                      ? 'Confirming...'
                      : 'Confirm received'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
