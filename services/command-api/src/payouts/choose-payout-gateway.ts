import type { Config } from '@harambee/platform';
import { type PayoutGateway, sandboxPayouts } from './payout-gateway';
import { createFlutterwaveTransfers } from './flutterwave-transfers';
import { createPaystackTransfers } from './paystack-transfers';

/** Payouts go through the payment provider's account: Paystack or Flutterwave transfers, or the sandbox; none otherwise. */
export const choosePayoutGateway = (
  config: Pick<Config, 'payments'>,
): PayoutGateway | undefined => {
  const settings = config.payments;
  if (settings?.provider === 'paystack') return createPaystackTransfers(settings);
  if (settings?.provider === 'flutterwave') return createFlutterwaveTransfers(settings);
  return settings?.provider === 'sandbox' ? sandboxPayouts : undefined;
};
