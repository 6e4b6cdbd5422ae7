import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Loading } from '@/components/ui/feedback';
import { useWithdrawals, WITHDRAWALS_FAILED } from '@/lib/money/get-withdrawals';
import { useLiveWithdrawals } from '@/lib/money/use-live-withdrawals';
import { MoneyLedgerTable } from '@/components/money/money-ledger';
import { WithdrawalAmounts } from '@/components/money/withdrawal-amounts';
import { WithdrawalStatusBadge } from '@/components/money/withdrawal-status';
import type { Withdrawal, WithdrawalStatus } from '@/lib/money/types';
import { payoutLineParts, type PayoutStep, countryNamesIn } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { payoutLine } from '@/lib/money/payout-line';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { providerLabel } from '@/lib/money/provider-label';
import type { WalletCampaign } from '../types';
import { ConfirmWithdrawalDialog } from './confirm-withdrawal-dialog';
import { PayoutTimeline } from './payout-timeline';
import { HeldCurrencies } from '@/components/money/held-currencies';
import styles from './wallet.module.css';

type WithdrawButtonProps = {
  campaign: WalletCampaign;
  linked: boolean;
  busy: boolean;
  onWithdraw: () => void;
};

function WithdrawButton({ campaign, linked, busy, onWithdraw }: WithdrawButtonProps) {
  const t = useT();
  const reasonId = useId();
  return (
    <div className={styles.withdrawRow}>
      <Button
        onClick={onWithdraw}
        disabled={!linked || busy}
        aria-label={t('creator.wallet.withdrawFor', { title: campaign.title })}
        aria-describedby={linked ? undefined : reasonId}
      >
        {t('creator.wallet.withdraw')}
      </Button>
      {!linked && (
        <p id={reasonId} className={styles.muted}>
          {t('creator.withdrawals.noAccount')}
        </p>
      )}
    </div>
  );
}

const payoutStep = (status: WithdrawalStatus): PayoutStep =>
  status === 'paid' ? 'paid' : status === 'failed' ? 'failed' : 'paying';

function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <li
      className={styles.withdrawal}
      aria-label={t('creator.withdrawals.item', { title: withdrawal.campaignTitle })}
    >
      <div className={styles.withdrawalHead}>
        <strong>{withdrawal.campaignTitle}</strong>
        <WithdrawalStatusBadge status={withdrawal.status} />
      </div>
      <WithdrawalAmounts withdrawal={withdrawal} />
      {withdrawal.payout && (
        <p className={styles.payout}>
          {payoutLine(payoutLineParts(payoutStep(withdrawal.status), withdrawal.payout), t, locale)}
        </p>
      )}
      <p className={styles.meta}>
        {t('creator.withdrawals.to', {
          account: withdrawal.wallet.accountNumber,
          provider: providerLabel(withdrawal.wallet.provider),
          country: countryNamesIn(locale)(withdrawal.wallet.country),
        })}
      </p>
      <PayoutTimeline withdrawal={withdrawal} />
    </li>
  );
}

/**
 * Funded campaigns can be withdrawn once each (again after a rejection); the creator's withdrawals follow their status live, and each
 * ended campaign's ledger shows where every cent went.
 */
export function WithdrawalsPanel({
  campaigns,
  linked,
}: {
  campaigns: WalletCampaign[];
  linked: boolean;
}) {
  const t = useT();
  const { usd, minor } = useMoney();
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
  // A rejected withdrawal can be asked for again: its campaign is withdrawable beside it.
  const requested = new Set(
    withdrawals.data
      ?.filter((withdrawal) => withdrawal.status !== 'rejected')
      .map((withdrawal) => withdrawal.campaignId),
  );
  const withdrawable = campaigns.filter(
    (campaign) => campaign.outcome === 'funded' && !requested.has(campaign._id),
  );
  const ended = campaigns.filter((campaign) => campaign.outcome);
  return (
    <>
      <section className={styles.panel} aria-labelledby="withdrawals-title">
        <h2 id="withdrawals-title">{t('creator.withdrawals.title')}</h2>
        {withdraw.isSuccess && (
          <div ref={done} tabIndex={-1} className={styles.notice}>
            <Alert tone="success">
              {t('creator.withdrawals.requested', {
                net: withdraw.data.payout
                  ? minor(withdraw.data.payout.amountMinor, withdraw.data.payout.currency)
                  : usd(withdraw.data.netAmount, 2),
              })}
            </Alert>
            <HeldCurrencies withdrawal={withdraw.data} />
          </div>
        )}
        {withdrawals.isSuccess && withdrawable.length > 0 && (
          <ul className={styles.withdrawals} aria-label={t('creator.withdrawals.ready')}>
            {withdrawable.map((campaign) => (
              <li key={campaign._id} className={styles.withdrawal}>
                <strong>{campaign.title}</strong>
                <span className={styles.meta}>
                  {t('creator.withdrawals.raised', { raised: usd(campaign.amountRaised, 2) })}
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
          <Loading label={t('creator.withdrawals.loading')} />
        ) : withdrawals.isError ? (
          <ErrorState
            message={errorMessage(withdrawals.error, t(WITHDRAWALS_FAILED))}
            onRetry={() => void withdrawals.refetch()}
          />
        ) : withdrawals.data.length === 0 ? (
          withdrawable.length === 0 && (
            <p className={styles.muted}>{t('creator.withdrawals.none')}</p>
          )
        ) : (
          <ul className={styles.withdrawals} aria-label={t('creator.withdrawals.list')}>
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
          <h2 id="ledger-title">{t('creator.withdrawals.ledger')}</h2>
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
