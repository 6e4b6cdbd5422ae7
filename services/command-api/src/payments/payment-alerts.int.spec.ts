import {
  commandApiForTests,
  createApprovedCampaign,
  TEST_ADMIN,
} from '../testing/command-api-under-test';
import { sandboxWebhookSecret } from './choose-payment-provider';
import { signSandboxWebhook } from './providers/sandbox-provider';
import { PLAIN_CHOICES } from './testing/donor';

describe('alerts on payments that do not match their checkout', () => {
  const api = commandApiForTests({ processManagers: true });

  it('when a signed webhook claims another amount, then the admins get one alert mail naming the payment and both amounts', async () => {
    const { campaignId } = await createApprovedCampaign(api);
    const gift = {
      campaignId,
      amount: 25,
      method: 'card',
      donorName: 'Esi Owusu',
      ...PLAIN_CHOICES,
    };
    const { paymentId } = (await api.call('/v1/payments/checkout', { method: 'POST', json: gift }))
      .body.data;
    const { body, headers } = signSandboxWebhook(
      {
        provider: 'sandbox',
        providerReference: `sbx_${paymentId}`,
        paymentId,
        status: 'succeeded',
        amountCents: 100,
        currency: 'usd',
        method: 'card',
        occurredAt: new Date().toISOString(),
      },
      sandboxWebhookSecret(api.deps.config),
    );
    expect(
      (await api.call('/v1/payments/webhooks/sandbox', { method: 'POST', body, headers })).status,
    ).toBe(409);

    const alert = await api.smtp.waitForMail(TEST_ADMIN.email);
    expect(alert.subject).toBe(`Payment alert: webhook does not match checkout ${paymentId}`);
    expect(alert.text).toContain('Expected: $25.00 USD');
    expect(alert.text).toContain('Received: $1.00.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.smtp.received.filter((mail) => mail.subject.includes(paymentId))).toHaveLength(1);
  });
});
