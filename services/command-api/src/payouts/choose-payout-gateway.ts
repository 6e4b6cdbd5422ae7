import type { Config } from '@harambee/platform';
import { type PayoutGateway, sandboxPayouts } from './payout-gateway';
import { createPaystackTransfers } from './paystack-transfers';

/** Payouts go through the payment provider's account: Paystack Transfers, or the sandbox; none otherwise. */
export const choosePayoutGateway = (
  config: Pick<Config, 'payments'>,
): PayoutGateway | undefined => {
  const settings = config.payments;
  if (settings?.provider === 'paystack') return createPaystackTransfers(settings);
  return settings?.provider === 'sandbox' ? sandboxPayouts : undefined;
};
