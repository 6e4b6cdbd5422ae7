export const walletKeys = {
  all: ['wallet'] as const,
  account: () => [...walletKeys.all, 'account'] as const,
  activity: (userId: string) => [...walletKeys.all, 'activity', userId] as const,
  disputes: () => [...walletKeys.all, 'disputes'] as const,
};
