import { isWalletProvider, PROVIDER_RULES } from '@harambee/rules';

/** The provider's name as people know it (M-PESA, not mpesa); an unknown code as it is. */
export const providerLabel = (provider: string | null | undefined) =>
  provider && isWalletProvider(provider) ? PROVIDER_RULES[provider].label : (provider ?? '');
