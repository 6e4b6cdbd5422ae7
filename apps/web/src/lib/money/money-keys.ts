export const moneyKeys = {
  all: ['money'] as const,
  withdrawals: (campaignId?: string) =>
    [...moneyKeys.all, 'withdrawals', campaignId ?? 'mine'] as const,
  ledger: (campaignId: string) => [...moneyKeys.all, 'ledger', campaignId] as const,
};
