import { createHmac } from 'node:crypto';
import type { CommandApiUnderTest } from '../../testing/command-api-under-test';
import { checkoutGift, openCampaign as openMoneyCampaign, WALLETS } from './money-world';
import type { PaystackTransfers } from '../../payouts/testing/paystack-transfers-fake';

export const PAYSTACK_SECRET = 'sk_test_paystack';

export const paystackSigned = (body: string) => ({
  'content-type': 'application/json',
  'x-paystack-signature': createHmac('sha512', PAYSTACK_SECRET).update(body).digest('hex'),
});

/** A campaign with a $100 goal, approved, and its creator with an M-PESA wallet. */
export const openCampaign = (api: CommandApiUnderTest) =>
  openMoneyCampaign(api, {}, WALLETS.kenyaMpesa);

/** A gift by card through Paystack's hosted checkout, settled by its signed webhook for what the checkout charged. */
export const give = async (
  api: CommandApiUnderTest,
  campaignId: string,
  amount: number,
  email: string,
  /** `fees`: what Paystack says it took, in minor units of the charge (its webhook's `data.fees`), when it says. */
  { coverFees = false, fees }: { coverFees?: boolean; fees?: number } = {},
) => {
  const started = await api.call('/v1/payments/checkout', {
    method: 'POST',
    json: checkoutGift(campaignId, {
      amount,
      donorName: 'Kofi Mensah',
      email,
      ...(coverFees && { coverFees }),
    }),
  });
  expect(started.status).toBe(201);
  const { paymentId, charge } = started.body.data as {
    paymentId: string;
    charge: { amountMinor: number };
  };
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      reference: paymentId,
      amount: charge.amountMinor,
      currency: 'USD',
      channel: 'card',
      paid_at: new Date().toISOString(),
      authorization: { last4: '4081' },
      ...(fees !== undefined && { fees }),
    },
  });
  const settled = await api.call('/v1/payments/webhooks/paystack', {
    method: 'POST',
    body,
    headers: paystackSigned(body),
  });
  expect(settled.status).toBe(200);
  return paymentId;
};

/** Paystack settles a transfer it holds (its verify answer then says so) and sends the signed callback. */
export const transferCallback = (
  api: CommandApiUnderTest,
  paystack: PaystackTransfers,
  event: 'transfer.success' | 'transfer.failed',
  reference: string,
  /** What the callback says was transferred: the transfer's own amount unless a test says otherwise. */
  amount = paystack.transfers.get(reference)?.amount,
) => {
  const status = event === 'transfer.success' ? 'success' : 'failed';
  if (paystack.transfers.has(reference)) paystack.settle(reference, status);
  const body = JSON.stringify({
    event,
    data: {
      reference,
      amount,
      currency: 'USD',
      status,
      reason: 'Harambee campaign payout',
    },
  });
  return api.call('/v1/payouts/webhooks/paystack', {
    method: 'POST',
    body,
    headers: paystackSigned(body),
  });
};
