import { paymentSettings } from './payment-settings-routes';

describe('payment settings', () => {
  it('when the embedded trial runs the sandbox, then gifts are taken without a banner', () => {
    expect(paymentSettings({ payments: [{ provider: 'sandbox' }] })).toEqual({
      provider: 'sandbox',
      providers: ['sandbox'],
      acceptingDonations: true,
      testModeBanner: false,
      crypto: 'simulated',
    });
  });

  it('when a PostgreSQL server is set to the sandbox, then every page must show the test-mode banner', () => {
    expect(
      paymentSettings({
        payments: [{ provider: 'sandbox' }],
        databaseUrl: 'postgres://db/harambee',
      }).testModeBanner,
    ).toBe(true);
  });

  it('when a live provider is set, then gifts are taken and no banner shows', () => {
    const stripe = {
      provider: 'stripe' as const,
      secretKey: 'sk',
      webhookSecret: 'whsec',
      checkoutUrl: 'https://checkout.stripe.com',
    };
    expect(paymentSettings({ payments: [stripe], databaseUrl: 'postgres://db/harambee' })).toEqual({
      provider: 'stripe',
      providers: ['stripe'],
      acceptingDonations: true,
      testModeBanner: false,
      crypto: null,
    });
  });

  it('when several providers are listed, then cards go to the first and all are named in order', () => {
    const paystack = {
      provider: 'paystack' as const,
      secretKey: 'sk',
      apiUrl: 'https://api.paystack.co',
      checkoutUrl: 'https://checkout.paystack.com',
    };
    const flutterwave = {
      provider: 'flutterwave' as const,
      secretKey: 'FLWSECK_TEST-x',
      secretHash: 'hash',
      apiUrl: 'https://api.flutterwave.com',
    };
    expect(paymentSettings({ payments: [paystack, flutterwave] })).toMatchObject({
      provider: 'paystack',
      providers: ['paystack', 'flutterwave'],
    });
  });

  it('when no provider is configured, then no gifts are taken', () => {
    expect(paymentSettings({ databaseUrl: 'postgres://db/harambee' })).toEqual({
      provider: null,
      providers: [],
      acceptingDonations: false,
      testModeBanner: false,
      crypto: null,
    });
  });
});

describe('how crypto is offered', () => {
  const btcpay = {
    provider: 'btcpay' as const,
    url: 'https://btcpay.example.org',
    storeId: 'store',
    apiKey: 'key',
    webhookSecret: 'secret',
  };
  const stripe = {
    provider: 'stripe' as const,
    secretKey: 'sk',
    webhookSecret: 'whsec',
    checkoutUrl: 'https://checkout.stripe.com',
  };

  it('when a BTCPay Server store is configured, then crypto is offered as its real invoices, beside the card provider or the sandbox', () => {
    expect(paymentSettings({ payments: [stripe], crypto: btcpay }).crypto).toBe('btcpay');
    expect(paymentSettings({ payments: [{ provider: 'sandbox' }], crypto: btcpay }).crypto).toBe(
      'btcpay',
    );
  });

  it('when no crypto provider is configured, then only the sandbox offers its simulated invoice', () => {
    expect(paymentSettings({ payments: [{ provider: 'sandbox' }] }).crypto).toBe('simulated');
    expect(paymentSettings({ payments: [stripe] }).crypto).toBeNull();
  });

  it('when giving by USSD is on, then the code phones dial is given with the settings', () => {
    const ussd = { serviceCode: '*384*123#', callbackSecret: 'x'.repeat(24), allowedAddresses: [] };
    expect(paymentSettings({ payments: [{ provider: 'sandbox' }], ussd }).ussdCode).toBe(
      '*384*123#',
    );
    expect(
      paymentSettings({
        payments: [{ provider: 'sandbox' }],
        ussd: { ...ussd, callbackSecret: undefined },
      }),
    ).not.toHaveProperty('ussdCode');
  });
});
