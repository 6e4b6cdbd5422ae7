import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Wallet } from '../types';
import { walletKeys } from './wallet-keys';

export const getWallet = (signal?: AbortSignal) =>
  api.get<{ wallet: Wallet }>('/v1/users/wallet', { signal }).then((data) => data.wallet);

export const walletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.account(), queryFn: ({ signal }) => getWallet(signal) });

export const useWallet = () => useQuery(walletQueryOptions());
