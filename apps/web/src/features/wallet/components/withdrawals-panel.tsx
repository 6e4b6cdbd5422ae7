import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Loading } from '@/components/ui/feedback';
import { useWithdrawals, WITHDRAWALS_FAILED } from '@/lib/money/get-withdrawals';
import { useLiveWithdrawals } from '@/lib/money/use-live-withdrawals';
import { MoneyLedgerTable } from '@/components/money/money-ledger';
import { WithdrawalAmounts } from '@/components/money/withdrawal-amounts';
import { WithdrawalStatusBadge } from '@/components/money/withdrawal-status';
import type { Withdrawal, WithdrawalStatus } from '@/lib/money/types';
import { PAYOUT_CURRENCY_TEXTS, type PayoutStep } from '@harambee/rules';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatUsd } from '@/lib/format';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { providerLabel } from '@/lib/money/provider-label';
import type { WalletCampaign } from '../types';
import { ConfirmWithdrawalDialog } from './confirm-withdrawal-dialog';
import { HeldCurrencies } from '@/components/money/held-currencies';
import styles from './wallet.module.css';

export const NO_ACCOUNT_REASON = 'Link a payout account before withdrawing.';

type WithdrawButtonProps = {
  campaign: WalletCampaign;
  linked: boolean;
  busy: boolean;
  onWithdraw: () => void;
};

function WithdrawButton({ campaign, linked, busy, onWithdraw }: WithdrawButtonProps) {
  const reasonId = useId();
  return (
    <div className={styles.withdrawRow}>
      <Button
        onClick={onWithdraw}
        disabled={!linked || busy}
        aria-label={`Withdraw ${campaign.title}`}
        aria-describedby={linked ? undefined : reasonId}
      >
        Withdraw
      </Button>
      {!linked && (
        <p id={reasonId} className={styles.muted}>
          {NO_ACCOUNT_REASON}
        </p>
      )}
    </div>
  );
}

const payoutStep = (status: WithdrawalStatus): PayoutStep =>
  status === 'paid' ? 'paid' : status === 'failed' ? 'failed' : 'paying';

function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <li className={styles.withdrawal} aria-label={`Withdrawal for ${withdrawal.campaignTitle}`}>
      <div className={styles.withdrawalHead}>
        <strong>{withdrawal.campaignTitle}</strong>
        <WithdrawalStatusBadge status={withdrawal.status} />
      </div>
      <WithdrawalAmounts withdrawal={withdrawal} />
      {withdrawal.payout && (
        <p className={styles.payout}>
          {PAYOUT_CURRENCY_TEXTS.payoutLine(payoutStep(withdrawal.status), withdrawal.payout)}
        </p>
      )}
      <p className={styles.meta}>
        To {withdrawal.wallet.accountNumber} ({providerLabel(withdrawal.wallet.provider)},{' '}
        {withdrawal.wallet.country}) · requested {formatDate(withdrawal.requestedAt)}
        {withdrawal.paidAt && ` · paid ${formatDate(withdrawal.paidAt)}`}
        {withdrawal.reference && ` · reference ${withdrawal.reference}`}
      </p>
      {withdrawal.reason && <p className={styles.meta}>Reason: {withdrawal.reason}</p>}
    </li>
  );
}

/**
 * Funded campaigns can be withdrawn once each; the creator's withdrawals follow their status live, and each
 * ended campaign's ledger shows where every cent went.
 */
export function WithdrawalsPanel({
  campaigns,
  linked,
}: {
  campaigns: WalletCampaign[];
  linked: boolean;
}) {
  useLiveWithdrawals();
  const withdrawals = useWithdrawals();
  const withdraw = useRequestWithdrawal();
  const [confirming, setConfirming] = useState<WalletCampaign>();
  const done = useRef<HTMLDivElement>(null);
  // Once the dialog closes on success, focus lands on the news rather than the page's body.
  useEffect(() => {
    if (withdraw.isSuccess && confirming === undefined) done.current?.focus();
  }, [withdraw.isSuccess, confirming]);
  const confirm = () =>
    withdraw.mutate(confirming!._id, { onSuccess: () => setConfirming(undefined) });
  const requested = new Set(withdrawals.data?.map((withdrawal) => withdrawal.campaignId));
  const withdrawable = campaigns.filter(
    (campaign) => campaign.outcome === 'funded' && !requested.has(campaign._id),
  );
  const ended = campaigns.filter((campaign) => campaign.outcome);
  return (
    <>
      <section className={styles.panel} aria-labelledby="withdrawals-title">
        <h2 id="withdrawals-title">Withdrawals</h2>
        {withdraw.isSuccess && (
          <div ref={done} tabIndex={-1} className={styles.notice}>
            <Alert tone="success">
              Withdrawal requested: {formatUsd(withdraw.data.netAmount, 2)} will be paid once an
              admin approves it.
            </Alert>
            <HeldCurrencies withdrawal={withdraw.data} />
          </div>
        )}
        {withdrawals.isSuccess && withdrawable.length > 0 && (
          <ul className={styles.withdrawals} aria-label="Funded campaigns ready to withdraw">
            {withdrawable.map((campaign) => (
              <li key={campaign._id} className={styles.withdrawal}>
                <strong>{campaign.title}</strong>
                <span className={styles.meta}>
                  Raised {formatUsd(campaign.amountRaised, 2)}; the fees are shown before you
                  confirm.
                </span>
                <WithdrawButton
                  campaign={campaign}
                  linked={linked}
                  busy={withdraw.isPending}
                  onWithdraw={() => {
                    withdraw.reset();
                    setConfirming(campaign);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {withdrawals.isPending ? (
          <Loading label="Loading your withdrawals…" />
        ) : withdrawals.isError ? (
          <ErrorState
            message={errorMessage(withdrawals.error, WITHDRAWALS_FAILED)}
            onRetry={() => void withdrawals.refetch()}
          />
        ) : withdrawals.data.length === 0 ? (
          withdrawable.length === 0 && (
            <p className={styles.muted}>
              No withdrawals yet. A campaign can be withdrawn once it has ended funded.
            </p>
          )
        ) : (
          <ul className={styles.withdrawals} aria-label="Your withdrawals, newest first">
            {withdrawals.data.map((withdrawal) => (
              <WithdrawalItem key={withdrawal._id} withdrawal={withdrawal} />
            ))}
          </ul>
        )}
        <ConfirmWithdrawalDialog
          campaign={confirming}
          busy={withdraw.isPending}
          error={withdraw.error}
          onCancel={() => setConfirming(undefined)}
          onConfirm={confirm}
        />
      </section>
      {ended.length > 0 && (
        <section className={styles.panel} aria-labelledby="ledger-title">
          <h2 id="ledger-title">Money ledger</h2>
          {ended.map((campaign) => (
            <details key={campaign._id} className={styles.ledger}>
              <summary>{campaign.title}</summary>
              <MoneyLedgerTable campaignId={campaign._id} title={campaign.title} />
            </details>
          ))}
        </section>
      )}
    </>
  );
}
