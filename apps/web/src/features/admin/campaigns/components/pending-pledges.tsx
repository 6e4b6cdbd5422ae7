import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import adminStyles from '../../components/admin.module.css';
import { useConfirmPledge, usePendingPledges } from '../api/crypto-pledges';
import { coinAmount } from '../lib/campaign-facts';

/** Crypto pledges wait for an admin to confirm the transfer arrived; only then do they count. */
export function PendingPledges({ campaignId }: { campaignId: string }) {
  const pledges = usePendingPledges(campaignId);
  const confirm = useConfirmPledge(campaignId);
  const t = useT();
  const { usd, shortDate } = useMoney();
  if (!pledges.data || pledges.data.length === 0) return null;
  return (
    <section className={adminStyles.panel} aria-labelledby="pending-pledges-heading">
      <h2 id="pending-pledges-heading" className={adminStyles.panelTitle}>
        {t('admin.pledges.heading')}
      </h2>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.pledges.backer')}</th>
              <th scope="col">{t('admin.pledges.amount')}</th>
              <th scope="col">{t('admin.pledges.crypto')}</th>
              <th scope="col">{t('admin.pledges.pledged')}</th>
              <th scope="col">{t('admin.pledges.action')}</th>
            </tr>
          </thead>
          <tbody>
            {pledges.data.map((pledge) => (
              <tr key={pledge._id}>
                <td>
                  {pledge.anonymous || !pledge.donorName
                    ? t('admin.pledges.anonymous')
                    : pledge.donorName}
                </td>
                <td>{usd(pledge.amount)}</td>
                <td className={adminStyles.nowrap}>
                  {coinAmount(pledge.cryptoAmount)
                    ? `${coinAmount(pledge.cryptoAmount)} ${pledge.cryptoCurrency ?? ''}`
                    : '—'}
                </td>
                <td className={adminStyles.nowrap}>
                  <time dateTime={pledge.createdAt}>{shortDate(pledge.createdAt)}</time>
                </td>
                <td>
                  <Button
                    size="small"
                    disabled={confirm.isPending}
                    onClick={() => confirm.mutate(pledge._id)}
                  >
                    {t(
                      confirm.isPending && confirm.variables === pledge._id
                        ? 'admin.pledges.confirming'
                        : 'admin.pledges.confirm',
                    )}
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
