import { WebhookSignatureError, type PaymentOutcome } from '../payment-provider';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from './sandbox-provider';

const secret = 'sandbox-webhook-secret-for-tests';
const sandbox = createSandboxProvider({ webhookSecret: secret });
const outcome: PaymentOutcome = {
  provider: 'sandbox',
  providerReference: 'sbx_pay_1',
  paymentId: 'pay_1',
  status: 'succeeded',
  amountCents: 2500,
  currency: 'usd',
  method: 'mobileMoney',
  occurredAt: '2026-11-23T10:00:00.000Z',
};

describe('sandbox provider', () => {
  it('when a checkout starts, then the donor is sent to the local hosted page of that payment', async () => {
    const started = await sandbox.startCheckout({
      paymentId: 'pay_1',
      campaignId: 'c1',
      amountCents: 2500,
      currency: 'usd',
      method: 'card',
      returnUrl: 'http://localhost:3000/donation/c1/thank-you?paymentId=pay_1',
      cancelUrl: 'http://localhost:3000/donation/c1',
    });
    expect(started).toEqual({
      providerReference: 'sbx_pay_1',
      redirectUrl: '/sandbox/checkout/pay_1',
      status: 'pending',
    });
  });

  it('when the hosted page signs its webhook, then the same outcome comes back out', async () => {
    const { body, headers } = signSandboxWebhook(outcome, secret);
    await expect(sandbox.parseWebhook(Buffer.from(body), headers)).resolves.toEqual(outcome);
  });

  it('when the signature is missing, made with another secret or the body was altered, then it is refused', async () => {
    const { body, headers } = signSandboxWebhook(outcome, secret);
    const forged = signSandboxWebhook(outcome, 'another-secret');
    const altered = body.replace('2500', '250000');
    await expect(sandbox.parseWebhook(Buffer.from(body), {})).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(sandbox.parseWebhook(Buffer.from(body), forged.headers)).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(sandbox.parseWebhook(Buffer.from(altered), headers)).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(
      sandbox.parseWebhook(Buffer.from(body), { [SANDBOX_SIGNATURE_HEADER]: 'short' }),
    ).rejects.toThrow('Invalid webhook signature');
  });

  it('when a signed body is not a payment outcome, then it is ignored', async () => {
    const { body, headers } = signSandboxWebhook(
      { hello: 'world' } as unknown as PaymentOutcome,
      secret,
    );
    await expect(sandbox.parseWebhook(Buffer.from(body), headers)).resolves.toBeNull();
  });
});
