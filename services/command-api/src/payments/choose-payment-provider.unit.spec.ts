import { loadConfig } from '@harambee/platform';
import {
  choosePaymentProvider,
  choosePaymentProviders,
  providerForGift,
  sandboxWebhookSecret,
} from './choose-payment-provider';
import { signSandboxWebhook } from './providers/sandbox-provider';

const base = { JWT_SECRET: 'a-test-secret-that-is-at-least-32-characters-long' };
const server = { ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };

describe('choosing the payment provider', () => {
  it('when nothing is set on the embedded database, then the sandbox takes payments', () => {
    expect(choosePaymentProvider(loadConfig(base))?.name).toBe('sandbox');
  });

  it('when nothing is set on a PostgreSQL server, then no provider is chosen', () => {
    expect(loadConfig(server).payments).toBeUndefined();
    expect(choosePaymentProvider(loadConfig(server))).toBeUndefined();
    expect(choosePaymentProvider(loadConfig({ ...server, PAYMENT_PROVIDER: '' }))).toBeUndefined();
  });

  it('when the sandbox is set explicitly on a server, then it is chosen', () => {
    expect(
      choosePaymentProvider(loadConfig({ ...server, PAYMENT_PROVIDER: 'sandbox' }))?.name,
    ).toBe('sandbox');
  });

  it('when stripe or paystack is set with its keys, then that provider is chosen', () => {
    const stripe = loadConfig({
      ...server,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(stripe.payments).toEqual([
      {
        provider: 'stripe',
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        apiUrl: undefined,
        checkoutUrl: 'https://checkout.stripe.com',
      },
    ]);
    expect(choosePaymentProvider(stripe)?.name).toBe('stripe');
    const paystack = loadConfig({
      ...server,
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_2',
    });
    expect(paystack.payments).toEqual([
      {
        provider: 'paystack',
        secretKey: 'sk_test_2',
        apiUrl: 'https://api.paystack.co',
        checkoutUrl: 'https://checkout.paystack.com',
      },
    ]);
    expect(choosePaymentProvider(paystack)?.name).toBe('paystack');
  });

  it('when several are listed, then a card goes to the first and each wallet to the first listed that charges its network', () => {
    const listed = choosePaymentProviders(
      loadConfig({
        ...server,
        PAYMENT_PROVIDER: 'stripe,paystack,flutterwave',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        PAYSTACK_SECRET_KEY: 'sk_test_2',
        FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-3',
        FLUTTERWAVE_SECRET_HASH: 'hash',
      }),
    );
    expect(listed.map(({ name }) => name)).toEqual(['stripe', 'paystack', 'flutterwave']);
    const to = (gift: { method: string; country?: string; mobileProvider?: string }) =>
      providerForGift(listed, gift)?.name;
    expect(to({ method: 'card' })).toBe('stripe');
    expect(to({ method: 'mobileMoney', country: 'KE', mobileProvider: 'mpesa' })).toBe('paystack');
    expect(to({ method: 'mobileMoney', country: 'CI', mobileProvider: 'orange' })).toBe(
      'flutterwave',
    );
    expect(to({ method: 'mobileMoney', country: 'TZ', mobileProvider: 'vodacom' })).toBe(
      'flutterwave',
    );
    // A network none of them charges goes to the first listed, whose price refuses it by name.
    expect(to({ method: 'mobileMoney', country: 'ML', mobileProvider: 'orange' })).toBe('stripe');
    expect(providerForGift([], { method: 'card' })).toBeUndefined();
  });

  it('when a provider is set without its keys, then the start stops naming what is missing', () => {
    expect(() => loadConfig({ ...server, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
    expect(() =>
      loadConfig({ ...server, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow('PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET');
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'paystack' })).toThrow(
      'PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY',
    );
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'flutterwave' })).toThrow(
      'Invalid configuration',
    );
  });

  it("when the sandbox page signs with the server's sandbox secret, then the chosen sandbox accepts the webhook", async () => {
    const config = loadConfig(base);
    const outcome = {
      provider: 'sandbox' as const,
      providerReference: 'sbx_pay_1',
      paymentId: 'pay_1',
      status: 'failed' as const,
      amountCents: 500,
      currency: 'usd',
      method: 'mobileMoney' as const,
      occurredAt: '2026-11-23T10:00:00.000Z',
    };
    const { body, headers } = signSandboxWebhook(outcome, sandboxWebhookSecret(config));
    await expect(
      choosePaymentProvider(config)!.parseWebhook(Buffer.from(body), headers),
    ).resolves.toEqual(outcome);
    const otherServer = loadConfig({ JWT_SECRET: 'another-secret-that-is-at-least-32-characters' });
    await expect(
      choosePaymentProvider(otherServer)!.parseWebhook(Buffer.from(body), headers),
    ).rejects.toThrow('Invalid webhook signature');
  });
});
