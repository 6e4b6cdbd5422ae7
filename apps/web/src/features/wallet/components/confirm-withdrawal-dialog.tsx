import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { Alert, Loading } from '@/components/ui/feedback';
import { WithdrawalAmounts } from '@/components/money/withdrawal-amounts';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { FormattedMessage } from 'react-intl';
import { QUOTE_FAILED, useWithdrawalQuote } from '../api/quote-withdrawal';
import { WITHDRAW_FAILED } from '../api/request-withdrawal';
import type { WalletCampaign } from '../types';
import { HeldCurrencies } from '@/components/money/held-currencies';

type Props = {
  campaign: WalletCampaign | undefined;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Gross, each fee and the net, from the server's own rules, before anything is requested. */
export function ConfirmWithdrawalDialog({ campaign, busy, error, onCancel, onConfirm }: Props) {
  const t = useT();
  const quote = useWithdrawalQuote(campaign?._id);
  return (
    <Dialog
      open={campaign !== undefined}
      onClose={onCancel}
      title={t('creator.confirm.title')}
      dismissible={!busy}
    >
      <p>
        <FormattedMessage
          id="creator.confirm.text"
          values={{ title: campaign?.title, strong: (text) => <strong>{text}</strong> }}
        />
      </p>
      {quote.isPending ? (
        <Loading label={t('creator.confirm.working')} />
      ) : quote.isError ? (
        <Alert tone="error">{errorMessage(quote.error, t(QUOTE_FAILED))}</Alert>
      ) : (
        <>
          <WithdrawalAmounts withdrawal={quote.data} />
          <HeldCurrencies withdrawal={quote.data} />
        </>
      )}
      {error !== null && error !== undefined && (
        <Alert tone="error">{errorMessage(error, t(WITHDRAW_FAILED))}</Alert>
      )}
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('creator.link.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy || !quote.isSuccess}>
          {t(busy ? 'creator.confirm.requesting' : 'creator.confirm.request')}
        </Button>
      </div>
    </Dialog>
  );
}
