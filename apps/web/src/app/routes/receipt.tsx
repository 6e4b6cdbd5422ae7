import { useParams, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { ErrorState, Loading } from '@/components/ui/feedback';
import { useReceipt } from '@/features/receipts/api/get-receipt';
import { PrintableReceipt } from '@/features/receipts/components/printable-receipt';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

/** /receipts/{receiptId}?k=…: a donor's printable receipt, public to whoever holds the link. */
export function ReceiptRoute() {
  const { receiptId = '' } = useParams();
  const [search] = useSearchParams();
  const receiptKey = search.get('k') ?? '';
  const receipt = useReceipt(receiptId, receiptKey);
  const t = useT();
  return (
    <div className="container">
      <Head
        title={
          receipt.data
            ? t('receipt.pageTitle', { number: receipt.data.receiptNumber })
            : t('receipt.title')
        }
      />
      {receipt.isPending ? (
        <Loading label={t('receipt.loading')} />
      ) : receipt.isError ? (
        receipt.error instanceof ApiError && receipt.error.status === 404 ? (
          <ErrorState message={t('receipt.notFound')} />
        ) : (
          <ErrorState
            message={errorMessage(receipt.error, t('receipt.loadFailed'))}
            onRetry={() => void receipt.refetch()}
          />
        )
      ) : (
        <PrintableReceipt receipt={receipt.data} receiptKey={receiptKey} />
      )}
    </div>
  );
}
