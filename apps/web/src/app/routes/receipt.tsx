import { useParams, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { ErrorState, Loading } from '@/components/ui/feedback';
import { giftEntriesQueryOptions } from '@/features/receipts/api/get-gift-entries';
import { receiptQueryOptions, useReceipt } from '@/features/receipts/api/get-receipt';
import { PrintableReceipt } from '@/features/receipts/components/printable-receipt';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import type { PageData } from '../page-data';

/** Rendered by the server for the holder of the link (never cached: the key is in its address), with its gift's entries. */
export const pageData: PageData = {
  prefetch: ({ queryClient, params, url }) => {
    const receiptId = params.receiptId ?? '';
    const key = url.searchParams.get('k') ?? '';
    return Promise.all([
      queryClient.prefetchQuery(receiptQueryOptions(receiptId, key)),
      queryClient.prefetchQuery(giftEntriesQueryOptions(receiptId, key)),
    ]);
  },
  islands: true,
};

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
