import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useTimedFlag } from '@/hooks/use-timed-flag';
import { errorMessage } from '@/lib/api-client';
import { userId, useSession } from '@/lib/auth-session';
import { formatDate, formatUsd } from '@/lib/format';
import { useWithdrawals } from '@/lib/money/get-withdrawals';
import { useWallet } from '../api/get-wallet';
import { useWalletActivity } from '../api/get-wallet-activity';
import { providerLabel } from '@/lib/money/provider-label';
import { WALLET_NOTICES } from '../lib/wallet-notices';
import { balanceSplit } from '../lib/balance-split';
import type { Wallet, WalletCampaign, WalletDonation } from '../types';
import { LinkAccountDialog } from './link-account-dialog';
import styles from './wallet.module.css';
import { WithdrawPolicyDialog } from './withdraw-policy-dialog';
import { WithdrawalsPanel } from './withdrawals-panel';

export const WALLET_SUCCESS_MS = 5000;

function AccountPanel({ wallet, onLink }: { wallet: Wallet; onLink: () => void }) {
  return (
    <section className={styles.panel} aria-labelledby="payout-account-title">
      <h2 id="payout-account-title">Payout account</h2>
      {wallet.isLinked ? (
        <dl className={styles.account}>
          <div>
            <dt>Provider</dt>
            <dd>{providerLabel(wallet.provider)}</dd>
          </div>
          <div>
            <dt>Country</dt>
            <dd>{wallet.country}</dd>
          </div>
          <div>
            <dt>Account</dt>
            <dd>{wallet.accountNumber}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>
          No payout account linked yet. Link one to receive your funds.
        </p>
      )}
      <div className={styles.actions}>
        <Button variant={wallet.isLinked ? 'secondary' : 'primary'} onClick={onLink}>
          {wallet.isLinked ? 'Update Account' : 'Link Account'}
        </Button>
      </div>
    </section>
  );
}

function DonationList({ donations }: { donations: WalletDonation[] }) {
  if (donations.length === 0) return <p className={styles.muted}>No donations yet.</p>;
  return (
    <ul className={styles.donations}>
      {donations.map((donation) => (
        <li key={donation._id} className={styles.donation}>
          <span className={styles.donor}>
            {donation.anonymous || !donation.donorName ? 'Anonymous' : donation.donorName}
          </span>
          <span className={styles.amount}>{formatUsd(donation.amount)}</span>
          <span className={styles.meta}>
            {donation.campaignTitle} · {formatDate(donation.createdAt)}
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
  const withdrawals = useWithdrawals();
  if (!activity) return <p className={styles.balance}>{failed ? '—' : '…'}</p>;
  const withdrawn = new Set(withdrawals.data?.map((withdrawal) => withdrawal.campaignId));
  const { available, held } = balanceSplit(activity.campaigns, withdrawn);
  return (
    <>
      <dl className={styles.split}>
        <div>
          <dt>Available to withdraw</dt>
          <dd className={styles.balance}>{formatUsd(available, 2)}</dd>
        </div>
        <div>
          <dt>Held until the campaign ends</dt>
          <dd>{formatUsd(held, 2)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        Available is before fees, which are shown when you withdraw. Raised across all your
        campaigns: {formatUsd(activity.balance, 2)}.
      </p>
    </>
  );
}

export function WalletPage() {
  const session = useSession();
  const wallet = useWallet();
  const activity = useWalletActivity(userId(session?.user) ?? '');
  const [linking, setLinking] = useState(false);
  const [policy, setPolicy] = useState(false);
  const [linkedNotice, showLinkedNotice] = useTimedFlag(WALLET_SUCCESS_MS);

  if (!session) return <ErrorState message={WALLET_NOTICES.authRequired} />;
  return (
    <div className={`container ${styles.page}`}>
      <Head title="Wallet" />
      <Link to={paths.dashboard.getHref()} className={styles.back}>
        ← Back to Dashboard
      </Link>
      <div className={styles.head}>
        <h1>Wallet</h1>
        <p>Your balance, payout account and latest donations.</p>
      </div>
      {linkedNotice && <Alert tone="success">{WALLET_NOTICES.linked}</Alert>}
      <div className={styles.grid}>
        <section
          className={`${styles.panel} ${styles.balanceCard}`}
          aria-labelledby="balance-title"
        >
          <h2 id="balance-title">Balance</h2>
          <BalanceHeadline activity={activity.data} failed={activity.isError} />
          <div className={styles.actions}>
            <Button className={styles.withdraw} onClick={() => setPolicy(true)}>
              Withdraw
            </Button>
          </div>
        </section>
        {wallet.isPending ? (
          <Loading label="Loading your payout account…" />
        ) : wallet.isError ? (
          <ErrorState
            message={errorMessage(wallet.error, WALLET_NOTICES.loadFailed)}
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
      <section className={styles.panel} aria-labelledby="wallet-donations-title">
        <h2 id="wallet-donations-title">Recent Donations</h2>
        {activity.isPending ? (
          <Loading label="Loading donations…" />
        ) : activity.isError || activity.data.donationsFailed ? (
          <ErrorState
            message={WALLET_NOTICES.donationsFailed}
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
