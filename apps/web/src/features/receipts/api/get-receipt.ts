import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Receipt = {
  receiptId: string;
  receiptNumber: string;
  amount: number;
  currency: 'USD';
  /** What the donor paid, when it was not the US dollars the gift counts (another currency, fees covered). */
  paid?: { amount: number; currency: string };
  /** The fees the donor covered on top, in the currency they paid in. */
  feesCovered?: { amount: number; currency: string };
  campaignId: string;
  campaignTitle: string;
  donorName: string;
  anonymous: boolean;
  paymentMethod: string;
  last4: string | null;
  donatedAt: string;
  issuedAt: string;
  /** What Verify proves the gift's ledger entry with: the charge, its commitment's salt and the ledger's key. */
  ledgerProof: {
    charged: { amountMinor: number; currency: string };
    salt: string;
    ledgerKey: string;
  };
};

/** A receipt is public to whoever holds its link: the key `k` is its secret. */
export const getReceipt = (receiptId: string, key: string, signal?: AbortSignal) =>
  api
    .get<{ receipt: Receipt }>(`/v1/receipts/${encodeURIComponent(receiptId)}`, {
      params: { k: key },
      signal,
    })
    .then((data) => data.receipt);

export const receiptQueryOptions = (receiptId: string, key: string) =>
  queryOptions({
    queryKey: ['receipt', receiptId, key],
    queryFn: ({ signal }) => getReceipt(receiptId, key, signal),
    staleTime: Infinity,
  });

export const useReceipt = (receiptId: string, key: string) =>
  useQuery(receiptQueryOptions(receiptId, key));
