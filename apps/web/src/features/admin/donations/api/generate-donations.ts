import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminViews } from '../../api/refresh-when-projected';

export type GeneratedDonations = { count: number; total: number };

/** Test tool: the server records `count` donations of random amounts dated within the last 7 days. */
export const generateDonations = (input: { campaignId: string; count: number }) =>
  api.post<GeneratedDonations>('/test/generate-donations', input);

export function useGenerateDonations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDonations,
    onSuccess: () => void refreshAdminViews(queryClient),
  });
}
