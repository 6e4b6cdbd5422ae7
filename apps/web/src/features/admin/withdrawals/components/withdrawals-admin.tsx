import { walletIsNew, countryNamesIn } from '@harambee/rules';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useWithdrawals } from '@/lib/money/get-withdrawals';
import { useLiveWithdrawals } from '@/lib/money/use-live-withdrawals';
import { WithdrawalAmounts } from '@/components/money/withdrawal-amounts';
import { WithdrawalStatusBadge } from '@/components/money/withdrawal-status';
import type { Withdrawal, WithdrawalStatus } from '@/lib/money/types';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/i18n/use-money';
import { providerLabel } from '@/lib/money/provider-label';
import { AdminError } from '../../components/admin-error';
import { ReasonDialog } from '../../components/reason-dialog';
import adminStyles from '../../components/admin.module.css';
import { useDecideWithdrawal } from '../api/withdrawal-actions';
import { ApproveWithdrawalDialog } from './approve-withdrawal-dialog';
import { NewWalletConfirmation } from './new-wallet-confirmation';
import styles from './withdrawals-admin.module.css';
import { useStoredReason, useT } from '@/lib/i18n/use-t';

/** What the reason on a card is, by the withdrawal's status. */
const reasonLabel: Partial<Record<WithdrawalStatus, string>> = {
  rejected: 'admin.withdrawal.reason',
  failed: 'admin.withdrawal.reason',
  unknown: 'admin.withdrawal.noAnswer',
  approved: 'admin.withdrawal.earlierFailed',
  paid: 'admin.withdrawal.note',
};

function WithdrawalCard({
  withdrawal,
  busy,
  onApprove,
  onReject,
  onCheck,
}: {
  withdrawal: Withdrawal;
  busy: boolean;
  onApprove: (confirmNewWallet: boolean) => void;
  onReject: () => void;
  onCheck: () => void;
}) {
  const { wallet } = withdrawal;
  const [confirmed, setConfirmed] = useState(false);
  const payable = withdrawal.status === 'requested' || withdrawal.status === 'failed';
  const walletChangedAt =
    payable && wallet.linkedAt && walletIsNew(wallet.linkedAt, new Date())
      ? wallet.linkedAt
      : undefined;
  const approve = () => onApprove(walletChangedAt !== undefined && confirmed);
  const held = busy || (walletChangedAt !== undefined && !confirmed);
  const t = useT();
  const { shortDate } = useMoney();
  const { locale } = useIntl();
  const title = withdrawal.campaignTitle;
  const reason = reasonLabel[withdrawal.status];
  const storedReason = useStoredReason();
  return (
    <li
      className={`${adminStyles.panel} ${styles.card}`}
      aria-label={t('admin.withdrawal.label', { title })}
    >
      <div className={styles.head}>
        <Link to={paths.adminCampaign.getHref(withdrawal.campaignId)} className={styles.title}>
          {withdrawal.campaignTitle}
        </Link>
        {/* Admins are told what to do about a transfer whose outcome is unknown. */}
        <WithdrawalStatusBadge status={withdrawal.status} messageId="admin.withdrawal.status" />
      </div>
      <p className={styles.meta}>
        {withdrawal.creatorName} · {providerLabel(wallet.provider)},{' '}
        {countryNamesIn(locale)(wallet.country)}, {wallet.accountNumber} ·{' '}
        {t('admin.withdrawal.requested', { date: shortDate(withdrawal.requestedAt) })}
        {withdrawal.reference &&
          t('admin.withdrawal.reference', { reference: withdrawal.reference })}
      </p>
      <WithdrawalAmounts withdrawal={withdrawal} />
      {withdrawal.reason && (
        <p className={styles.meta}>
          {reason && t(reason)}
          {storedReason(withdrawal.reason)}
        </p>
      )}
      {withdrawal.duplicateReference && (
        <p className={styles.meta}>
          {t('admin.withdrawal.paidTwice', { reference: withdrawal.duplicateReference })}
        </p>
      )}
      {walletChangedAt && (
        <NewWalletConfirmation
          linkedAt={walletChangedAt}
          confirmed={confirmed}
          onChange={setConfirmed}
        />
      )}
      {withdrawal.status === 'unknown' && (
        <div className={styles.actions}>
          <Button
            size="small"
            disabled={busy}
            onClick={onCheck}
            aria-label={t('admin.withdrawal.checkFor', { title })}
          >
            {t('admin.withdrawal.check')}
          </Button>
        </div>
      )}
      {withdrawal.status === 'failed' && (
        <div className={styles.actions}>
          <Button
            size="small"
            disabled={held}
            onClick={approve}
            aria-label={t('admin.withdrawal.retryFor', { title })}
          >
            {t('admin.withdrawal.retry')}
          </Button>
        </div>
      )}
      {withdrawal.status === 'requested' && (
        <div className={styles.actions}>
          <Button
            size="small"
            disabled={held}
            onClick={approve}
            aria-label={t('admin.withdrawal.approveFor', { title })}
          >
            {t('admin.review.approve')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={busy}
            onClick={onReject}
            aria-label={t('admin.withdrawal.rejectFor', { title })}
          >
            {t('admin.review.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Every withdrawal, newest first, with Approve and Reject while it waits, Check with provider while its transfer's
 * outcome is unknown, Retry payout once its payout failed; a payout to a wallet changed in the last 48 hours waits
 * until the admin ticks that they confirmed it. Statuses follow live.
 */
export function WithdrawalsAdmin() {
  useLiveWithdrawals();
  const withdrawals = useWithdrawals();
  const t = useT();
  const decide = useDecideWithdrawal();
  const [rejecting, setRejecting] = useState<Withdrawal>();
  const [approving, setApproving] = useState<{
    withdrawal: Withdrawal;
    confirmNewWallet: boolean;
  }>();

  if (withdrawals.isPending) return <Loading label={t('admin.withdrawal.loading')} />;
  if (withdrawals.isError && !withdrawals.data)
    return (
      <AdminError message={errorMessage(withdrawals.error, t('admin.withdrawal.loadFailed'))} />
    );
  if (withdrawals.data.length === 0)
    return <p className={adminStyles.centered}>{t('admin.withdrawal.none')}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('admin.withdrawal.list')}>
        {withdrawals.data.map((withdrawal) => (
          <WithdrawalCard
            key={withdrawal._id}
            withdrawal={withdrawal}
            busy={decide.isPending}
            onApprove={(confirmNewWallet) => setApproving({ withdrawal, confirmNewWallet })}
            onReject={() => setRejecting(withdrawal)}
            onCheck={() => decide.mutate({ id: withdrawal._id, action: 'check' })}
          />
        ))}
      </ul>
      <ApproveWithdrawalDialog
        withdrawal={approving?.withdrawal}
        busy={decide.isPending}
        onCancel={() => setApproving(undefined)}
        onApprove={() =>
          decide.mutate(
            {
              id: approving!.withdrawal._id,
              action: 'approve',
              confirmNewWallet: approving!.confirmNewWallet,
            },
            { onSettled: () => setApproving(undefined) },
          )
        }
      />
      <ReasonDialog
        key={rejecting?._id ?? 'none'}
        open={rejecting !== undefined}
        title={t('admin.withdrawal.rejectTitle')}
        textId="admin.withdrawal.rejectText"
        subject={rejecting?.campaignTitle}
        reasonRequired={t('admin.withdrawal.reasonRequired')}
        busyLabel={t('admin.withdrawal.rejecting')}
        busy={decide.isPending}
        onCancel={() => setRejecting(undefined)}
        onConfirm={(reason) =>
          decide.mutate(
            { id: rejecting!._id, action: 'reject', reason },
            { onSuccess: () => setRejecting(undefined) },
          )
        }
      />
    </>
  );
}
