import { countryNamesIn } from '@harambee/rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { WithdrawalAmounts } from '@/components/money/withdrawal-amounts';
import type { Withdrawal } from '@/lib/money/types';
import { providerLabel } from '@/lib/money/provider-label';
import { Alert, Loading } from '@/components/ui/feedback';
import { HeldCurrencies } from '@/components/money/held-currencies';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useApprovalQuote } from '../api/approval-quote';

type Props = {
  withdrawal: Withdrawal | undefined;
  busy: boolean;
  onCancel: () => void;
  onApprove: () => void;
};

/** Approving sends money that cannot be called back, so the admin sees where it goes and how much first. */
export function ApproveWithdrawalDialog({ withdrawal, busy, onCancel, onApprove }: Props) {
  const retry = withdrawal?.status === 'failed';
  const quote = useApprovalQuote(withdrawal?._id);
  const t = useT();
  const { locale } = useIntl();
  const title = t(retry ? 'admin.withdrawal.retry' : 'admin.withdrawal.approveTitle');
  return (
    <Dialog open={withdrawal !== undefined} onClose={onCancel} title={title} dismissible={!busy}>
      {withdrawal && (
        <>
          <p>
            <FormattedMessage
              id="admin.withdrawal.payTo"
              values={{
                strong: (chunks) => <strong>{chunks}</strong>,
                title: withdrawal.campaignTitle,
                provider: providerLabel(withdrawal.wallet.provider),
                account: withdrawal.wallet.accountNumber,
                country: countryNamesIn(locale)(withdrawal.wallet.country),
              }}
            />
          </p>
          <WithdrawalAmounts withdrawal={withdrawal} />
          {quote.isPending ? (
            <Loading label={t('admin.withdrawal.quoting')} />
          ) : quote.isError ? (
            <Alert tone="error">
              {errorMessage(quote.error, t('admin.withdrawal.quoteFailed'))}
            </Alert>
          ) : (
            <HeldCurrencies withdrawal={quote.data} />
          )}
        </>
      )}
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('admin.cancel')}
        </Button>
        <Button onClick={onApprove} disabled={busy}>
          {busy
            ? t('admin.withdrawal.paying')
            : retry
              ? title
              : t('admin.withdrawal.approveAndPay')}
        </Button>
      </div>
    </Dialog>
  );
}
