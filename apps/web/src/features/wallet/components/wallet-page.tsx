import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useTimedFlag } from '@/hooks/use-timed-flag';
import { errorMessage } from '@/lib/api-client';
import { userId, useSession } from '@/lib/auth-session';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { useWaits } from '@/lib/i18n/use-waits';
import {
  countryNamesIn,
  EXPECTED_WITHDRAWAL_REVIEW_DAYS,
  NEW_WALLET_HOLD_HOURS,
} from '@harambee/rules';
import { useWithdrawals } from '@/lib/money/get-withdrawals';
import { useWallet } from '../api/get-wallet';
import { useWalletActivity } from '../api/get-wallet-activity';
import { providerLabel } from '@/lib/money/provider-label';
import { balanceSplit } from '../lib/balance-split';
import type { Wallet, WalletCampaign, WalletDonation } from '../types';
import { DisputesPanel } from './disputes-panel';
import { LinkAccountDialog } from './link-account-dialog';
import styles from './wallet.module.css';
import { WithdrawPolicyDialog } from './withdraw-policy-dialog';
import { WithdrawalsPanel } from './withdrawals-panel';

export const WALLET_SUCCESS_MS = 5000;

function AccountPanel({ wallet, onLink }: { wallet: Wallet; onLink: () => void }) {
  const t = useT();
  const { days, hours } = useWaits();
  const countryName = countryNamesIn(useIntl().locale);
  return (
    <section className={styles.panel} aria-labelledby="payout-account-title">
      <h2 id="payout-account-title">{t('creator.wallet.account.title')}</h2>
      {wallet.isLinked ? (
        <dl className={styles.account}>
          <div>
            <dt>{t('creator.wallet.account.provider')}</dt>
            <dd>{providerLabel(wallet.provider)}</dd>
          </div>
          <div>
            <dt>{t('creator.wallet.account.country')}</dt>
            <dd>{wallet.country && countryName(wallet.country)}</dd>
          </div>
          <div>
            <dt>{t('creator.wallet.account.number')}</dt>
            <dd>{wallet.accountNumber}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('creator.wallet.account.none')}</p>
      )}
      <p className={styles.muted}>
        {t('waits.wallet.hold', { duration: hours(NEW_WALLET_HOLD_HOURS) })}{' '}
        {t('waits.wallet.payoutTime', { duration: days(EXPECTED_WITHDRAWAL_REVIEW_DAYS) })}
      </p>
      <div className={styles.actions}>
        <Button variant={wallet.isLinked ? 'secondary' : 'primary'} onClick={onLink}>
          {t(wallet.isLinked ? 'creator.wallet.account.update' : 'creator.wallet.account.link')}
        </Button>
      </div>
    </section>
  );
}

function DonationList({ donations }: { donations: WalletDonation[] }) {
  const t = useT();
  const { usd, shortDate } = useMoney();
  if (donations.length === 0) return <p className={styles.muted}>{t('creator.donations.none')}</p>;
  return (
    <ul className={styles.donations}>
      {donations.map((donation) => (
        <li key={donation._id} className={styles.donation}>
          <span className={styles.donor}>
            {donation.anonymous || !donation.donorName
              ? t('creator.donations.anonymous')
              : donation.donorName}
          </span>
          <span className={styles.amount}>{usd(donation.amount)}</span>
          <span className={styles.meta}>
            {donation.campaignTitle} · {shortDate(donation.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function BalanceHeadline({
  activity,
  failed,
}: {
  activity: { balance: number; campaigns: WalletCampaign[] } | undefined;
  failed: boolean;
}) {
  const t = useT();
  const { usd } = useMoney();
  const withdrawals = useWithdrawals();
  if (!activity) return <p className={styles.balance}>{failed ? '—' : '…'}</p>;
  const withdrawn = new Set(withdrawals.data?.map((withdrawal) => withdrawal.campaignId));
  const { available, held } = balanceSplit(activity.campaigns, withdrawn);
  return (
    <>
      <dl className={styles.split}>
        <div>
          <dt>{t('creator.wallet.available')}</dt>
          <dd className={styles.balance}>{usd(available, 2)}</dd>
        </div>
        <div>
          <dt>{t('creator.wallet.held')}</dt>
          <dd>{usd(held, 2)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('creator.wallet.note', { raised: usd(activity.balance, 2) })}
      </p>
    </>
  );
}

export function WalletPage() {
  const t = useT();
  const session = useSession();
  const wallet = useWallet();
  const activity = useWalletActivity(userId(session?.user) ?? '');
  const [linking, setLinking] = useState(false);
  const [policy, setPolicy] = useState(false);
  const [linkedNotice, showLinkedNotice] = useTimedFlag(WALLET_SUCCESS_MS);

  if (!session) return <ErrorState message={t('creator.wallet.authRequired')} />;
  return (
    <div className={`container ${styles.page}`}>
      <Head title={t('creator.wallet.title')} />
      <Link to={paths.dashboard.getHref()} className={styles.back}>
        {t('creator.wallet.back')}
      </Link>
      <div className={styles.head}>
        <h1>{t('creator.wallet.title')}</h1>
        <p>{t('creator.wallet.intro')}</p>
      </div>
      {linkedNotice && <Alert tone="success">{t('creator.wallet.linked')}</Alert>}
      <div className={styles.grid}>
        <section
          className={`${styles.panel} ${styles.balanceCard}`}
          aria-labelledby="balance-title"
        >
          <h2 id="balance-title">{t('creator.wallet.balance')}</h2>
          <BalanceHeadline activity={activity.data} failed={activity.isError} />
          <div className={styles.actions}>
            <Button className={styles.withdraw} onClick={() => setPolicy(true)}>
              {t('creator.wallet.withdraw')}
            </Button>
          </div>
        </section>
        {wallet.isPending ? (
          <Loading label={t('creator.wallet.loadingAccount')} />
        ) : wallet.isError ? (
          <ErrorState
            message={errorMessage(wallet.error, t('creator.wallet.loadFailed'))}
            onRetry={() => void wallet.refetch()}
          />
        ) : (
          <AccountPanel wallet={wallet.data} onLink={() => setLinking(true)} />
        )}
      </div>
      {activity.data && (
        <WithdrawalsPanel
          campaigns={activity.data.campaigns}
          linked={wallet.data?.isLinked ?? false}
        />
      )}
      <DisputesPanel />
      <section className={styles.panel} aria-labelledby="wallet-donations-title">
        <h2 id="wallet-donations-title">{t('creator.donations.title')}</h2>
        {activity.isPending ? (
          <Loading label={t('creator.wallet.loadingDonations')} />
        ) : activity.isError || activity.data.donationsFailed ? (
          <ErrorState
            message={t('creator.wallet.donationsFailed')}
            onRetry={() => void activity.refetch()}
          />
        ) : (
          <DonationList donations={activity.data.donations} />
        )}
      </section>
      <LinkAccountDialog
        open={linking}
        current={wallet.data?.isLinked ? wallet.data : undefined}
        fallbackCountry={session.user?.country ?? ''}
        onClose={() => setLinking(false)}
        onLinked={() => {
          setLinking(false);
          showLinkedNotice();
        }}
      />
      <WithdrawPolicyDialog open={policy} onClose={() => setPolicy(false)} />
    </div>
  );
}
