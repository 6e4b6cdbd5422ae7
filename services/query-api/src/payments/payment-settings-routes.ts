import { type ApiRoute, type Config, cryptoOffer, success } from '@harambee/platform';
import { Router } from 'express';

export type PaymentSettingsConfig = Partial<
  Pick<Config, 'payments' | 'crypto' | 'databaseUrl' | 'ussd'>
>;

/**
 * What the donate page and every page's banner need: whether gifts are taken at all, by which providers (`provider`
 * takes cards, `providers` lists all in order: each mobile-money network goes to the first that takes it), whether a
 * server takes sandbox payments (the embedded trial runs the sandbox too, but nobody mistakes it for the live site), and
 * how crypto is taken: `btcpay` (a BTCPay Server invoice) where one is configured, else `simulated` in the sandbox,
 * null (not offered) otherwise; and, where phones may give by USSD, the code they dial (`ussdCode`, with each campaign's
 * own code after it).
 */
export const paymentSettings = ({
  payments,
  crypto,
  databaseUrl,
  ussd,
}: PaymentSettingsConfig) => ({
  provider: payments?.[0].provider ?? null,
  providers: (payments ?? []).map(({ provider }) => provider),
  acceptingDonations: payments !== undefined,
  testModeBanner:
    (payments ?? []).some(({ provider }) => provider === 'sandbox') && databaseUrl !== undefined,
  crypto: cryptoOffer({ payments, crypto }),
  ...(payments && ussd?.callbackSecret ? { ussdCode: ussd.serviceCode } : {}),
});

export const paymentSettingsRoutes = (config: PaymentSettingsConfig) =>
  Router().get('/v1/payment-settings', (_req, res) => {
    success(res, paymentSettings(config));
  });

export const paymentSettingsDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/payment-settings',
    tag: 'donations',
    auth: 'public',
    summary:
      'Whether donations are taken (a provider is configured), by which providers (provider: the one taking cards; providers: all, in order), whether a test-mode banner must show and how crypto is taken (btcpay where a BTCPay Server is configured, else simulated in the sandbox, null when not offered), and the USSD code phones dial to give where that is on',
  },
];
