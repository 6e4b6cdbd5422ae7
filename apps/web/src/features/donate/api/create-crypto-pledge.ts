import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CryptoCurrency } from '../lib/crypto';
import type { backerPayload } from './donation-payload';

export type CryptoPledgePayload = ReturnType<typeof backerPayload> & { currency: CryptoCurrency };
export type CryptoPledge = {
  _id: string;
  status: 'pending' | 'confirmed';
  currency: CryptoCurrency;
  cryptoAmount: string;
  amount: number;
};

/** A pledge stays pending until an admin confirms the transfer arrived. */
export const createCryptoPledge = (payload: CryptoPledgePayload) =>
  api
    .post<{ pledge: CryptoPledge }>('/v1/donations/crypto-pledges', payload)
    .then((data) => data.pledge);

export const useCreateCryptoPledge = () => useMutation({ mutationFn: createCryptoPledge });
