import { randomBytes } from 'node:crypto';
import { loadConfig } from './config';
import { cryptoOffer } from './crypto-offer';

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({
    JWT_SECRET: randomBytes(32).toString('base64'),
    DATA_DIR: '/tmp/harambee-config',
    DATABASE_URL: 'postgres://harambee@db.example/harambee',
    ...env,
  });
const BTCPAY = {
  BTCPAY_URL: 'https://btcpay.example.org',
  BTCPAY_STORE_ID: 'store-1',
  BTCPAY_API_KEY: 'greenfield-key',
  BTCPAY_WEBHOOK_SECRET: 'webhook-secret',
};

describe('the crypto provider settings', () => {
  it('when all four BTCPAY_ settings are set, then BTCPay takes crypto beside the payment provider', () => {
    const config = load({ ...BTCPAY, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk' });
    expect(config.crypto).toEqual({
      provider: 'btcpay',
      url: 'https://btcpay.example.org',
      storeId: 'store-1',
      apiKey: 'greenfield-key',
      webhookSecret: 'webhook-secret',
    });
    expect(cryptoOffer(config)).toBe('btcpay');
  });

  it('when none is set, then there is no crypto provider and crypto is not offered off the sandbox', () => {
    const config = load({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk' });
    expect(config.crypto).toBeUndefined();
    expect(cryptoOffer(config)).toBeNull();
    expect(cryptoOffer(load({ PAYMENT_PROVIDER: 'sandbox' }))).toBe('simulated');
  });

  it('when some are set without the others, then the start stops naming the missing ones', () => {
    expect(() =>
      load({ BTCPAY_URL: BTCPAY.BTCPAY_URL, BTCPAY_STORE_ID: BTCPAY.BTCPAY_STORE_ID }),
    ).toThrow('BTCPay needs BTCPAY_API_KEY and BTCPAY_WEBHOOK_SECRET too');
  });

  it('when BTCPAY_URL is not a URL, then the start stops', () => {
    expect(() => load({ ...BTCPAY, BTCPAY_URL: 'btcpay.example.org' })).toThrow(/BTCPAY_URL/);
  });
});
