import type { Request, Response } from 'express';
import { securityHeaders } from './security-headers';
import type { CryptoSettings, PaymentSettings } from './config';

/** The Content-Security-Policy's form-action sources the middleware sets. */
const formActionOf = (payments?: PaymentSettings, crypto?: CryptoSettings) => {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: () => undefined,
  } as unknown as Response;
  securityHeaders({ publicUrl: 'https://harambee.example', payments, crypto })(
    {} as Request,
    res,
    () => undefined,
  );
  const directive = headers
    .get('content-security-policy')!
    .split(';')
    .find((part) => part.startsWith('form-action'))!;
  return directive.split(' ').slice(1);
};

describe('where forms may post to', () => {
  it('when payments go through the sandbox or none, then forms post to the site only', () => {
    expect(formActionOf([{ provider: 'sandbox' }])).toEqual(["'self'"]);
    expect(formActionOf()).toEqual(["'self'"]);
  });

  it("when a live provider is configured, then the site's redirect may take a form on to its hosted checkout's origin, exactly", () => {
    const paystack = {
      provider: 'paystack',
      secretKey: 'sk_test_x',
      apiUrl: 'https://api.paystack.co',
      checkoutUrl: 'https://checkout.paystack.com',
    } as const;
    const stripe = {
      provider: 'stripe',
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      checkoutUrl: 'https://checkout.stripe.com/',
    } as const;
    expect(formActionOf([paystack])).toEqual(["'self'", 'https://checkout.paystack.com']);
    expect(formActionOf([stripe])).toEqual(["'self'", 'https://checkout.stripe.com']);
    expect(formActionOf([paystack, stripe])).toEqual([
      "'self'",
      'https://checkout.paystack.com',
      'https://checkout.stripe.com',
    ]);
  });

  it("when a BTCPay Server takes crypto, then a form may go on to its invoice page's origin too", () => {
    const btcpay: CryptoSettings = {
      provider: 'btcpay',
      url: 'https://pay.harambee.example/btcpay/',
      storeId: 'store',
      apiKey: 'key',
      webhookSecret: 'secret',
    };
    expect(formActionOf([{ provider: 'sandbox' }], btcpay)).toEqual([
      "'self'",
      'https://pay.harambee.example',
    ]);
  });
});
