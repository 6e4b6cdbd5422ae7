import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Wallet } from '../types';
import { walletKeys } from './wallet-keys';

/** The password is asked again: a stolen session alone must not redirect the payouts. */
export type WalletLink = {
  country: string;
  provider: string;
  accountNumber: string;
  password: string;
};

export const linkWallet = (link: WalletLink) =>
  api.post<{ wallet: Wallet }>('/v1/users/wallet', link).then((data) => data.wallet);

/** The answer already carries the linked wallet (masked), so it replaces the cached one at once. */
export const useLinkWallet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkWallet,
    onSuccess: (wallet) => queryClient.setQueryData(walletKeys.account(), wallet),
  });
};
