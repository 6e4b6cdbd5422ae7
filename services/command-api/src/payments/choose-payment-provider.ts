import type { Config, ProviderSettings } from '@harambee/platform';
import { providerChargingGift } from '@harambee/rules';
import { createHmac } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';
import { createBtcpayProvider } from './providers/btcpay-provider';
import { createFlutterwaveProvider } from './providers/flutterwave-provider';
import { createPaystackProvider } from './providers/paystack-provider';
import { createSandboxProvider } from './providers/sandbox-provider';
import { createStripeProvider } from './providers/stripe-provider';

/** The sandbox signs its webhooks with a key of its own, derived so that a server restart keeps it. */
export const sandboxWebhookSecret = (config: Pick<Config, 'jwtSecret'>) =>
  createHmac('sha256', config.jwtSecret).update('sandbox-payment-webhooks').digest('hex');

const providerOf = (
  settings: ProviderSettings,
  config: Pick<Config, 'jwtSecret'>,
): PaymentProvider => {
  switch (settings.provider) {
    case 'sandbox':
      return createSandboxProvider({ webhookSecret: sandboxWebhookSecret(config) });
    case 'stripe':
      return createStripeProvider(settings);
    case 'paystack':
      return createPaystackProvider(settings);
    case 'flutterwave':
      return createFlutterwaveProvider(settings);
    default: {
      const unknown: never = settings;
      throw new Error(`Unknown payment provider ${JSON.stringify(unknown)}`);
    }
  }
};

/** The configured providers in PAYMENT_PROVIDER's order; none when payments are not configured (the routes answer 503). */
export const choosePaymentProviders = (
  config: Pick<Config, 'payments' | 'jwtSecret'>,
): readonly PaymentProvider[] =>
  (config.payments ?? []).map((listed) => providerOf(listed, config));

/** The first listed provider, which takes cards; none when payments are not configured. */
export const choosePaymentProvider = (
  config: Pick<Config, 'payments' | 'jwtSecret'>,
): PaymentProvider | undefined => choosePaymentProviders(config)[0];

/**
 * The provider a gift goes to: a mobile-money wallet to the first listed one that charges its network in its country
 * (the routing table), a card to the first listed. A network none of them charges goes to the first too, whose price
 * then refuses it by name.
 */
export const providerForGift = (
  providers: readonly PaymentProvider[],
  gift: { method: string; country?: string; mobileProvider?: string },
): PaymentProvider | undefined => {
  const routed = providerChargingGift(
    providers.map(({ name }) => name),
    gift,
  );
  return providers.find(({ name }) => name === routed);
};

/** The crypto provider, when one is configured (BTCPAY_*): crypto checkouts go to it, and only then is crypto offered. */
export const chooseCryptoProvider = (
  config: Partial<Pick<Config, 'crypto'>>,
): PaymentProvider | undefined =>
  config.crypto?.provider === 'btcpay' ? createBtcpayProvider(config.crypto) : undefined;

/** The provider that took a payment, to refund it: a configured one, or the sandbox (which needs no settings). */
export const providerNamed = (config: Config, name: string): PaymentProvider | undefined => {
  const configured = [...choosePaymentProviders(config), chooseCryptoProvider(config)].find(
    (provider) => provider?.name === name,
  );
  if (configured) return configured;
  return name === 'sandbox'
    ? createSandboxProvider({ webhookSecret: sandboxWebhookSecret(config) })
    : undefined;
};
