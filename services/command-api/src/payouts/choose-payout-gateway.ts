import type { Config, ProviderSettings } from '@harambee/platform';
import { type PayoutGateway, sandboxPayouts } from './payout-gateway';
import { createFlutterwaveTransfers } from './flutterwave-transfers';
import { createPaystackTransfers } from './paystack-transfers';
import type { LinkedWallet } from '../withdrawals/withdrawal';

const gatewayOf = (settings: ProviderSettings): PayoutGateway | undefined => {
  if (settings.provider === 'paystack') return createPaystackTransfers(settings);
  if (settings.provider === 'flutterwave') return createFlutterwaveTransfers(settings);
  return settings.provider === 'sandbox' ? sandboxPayouts : undefined;
};

/** Payouts go through the listed providers' accounts, in PAYMENT_PROVIDER's order: Paystack, Flutterwave, the sandbox. */
export const choosePayoutGateways = (config: Pick<Config, 'payments'>): readonly PayoutGateway[] =>
  (config.payments ?? []).flatMap((listed) => gatewayOf(listed) ?? []);

/**
 * The gateway a wallet is paid through: the first listed that pays wallets of its network in its country, else the
 * first listed (which refuses the transfer, as a withdrawal to it is refused when asked); none when none pays out.
 */
export const payoutGatewayFor = (
  config: Pick<Config, 'payments'>,
  wallet: Pick<LinkedWallet, 'provider' | 'country'>,
): PayoutGateway | undefined => {
  const gateways = choosePayoutGateways(config);
  return gateways.find((gateway) => gateway.pays(wallet)) ?? gateways[0];
};
