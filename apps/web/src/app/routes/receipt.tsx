import { useParams, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { ErrorState, Loading } from '@/components/ui/feedback';
import { useReceipt } from '@/features/receipts/api/get-receipt';
import { PrintableReceipt } from '@/features/receipts/components/printable-receipt';
import { ApiError, errorMessage } from '@/lib/api-client';

export const RECEIPT_NOT_FOUND =
  'We could not find this receipt. Please open the whole link from your receipt email.';

/** /receipts/{receiptId}?k=…: a donor's printable receipt, public to whoever holds the link. */
export function ReceiptRoute() {
  const { receiptId = '' } = useParams();
  const [search] = useSearchParams();
  const receipt = useReceipt(receiptId, search.get('k') ?? '');
  return (
    <div className="container">
      <Head title={receipt.data ? `Receipt ${receipt.data.receiptNumber}` : 'Donation receipt'} />
      {receipt.isPending ? (
        <Loading label="Loading your receipt…" />
      ) : receipt.isError ? (
        receipt.error instanceof ApiError && receipt.error.status === 404 ? (
          <ErrorState message={RECEIPT_NOT_FOUND} />
        ) : (
          <ErrorState
            message={errorMessage(receipt.error, 'We could not load your receipt.')}
            onRetry={() => void receipt.refetch()}
          />
        )
      ) : (
        <PrintableReceipt receipt={receipt.data} />
      )}
    </div>
  );
}
