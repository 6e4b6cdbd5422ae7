export type CryptoCurrency = 'BTC' | 'USDT';

/** The spec's placeholder rates (USD per unit); a real integration would quote live prices. */
export const CRYPTO_USD_RATES: Record<CryptoCurrency, number> = { BTC: 30_000, USDT: 1 };
export const QUOTE_DELAY_MS = 1000;
export const THANK_YOU_TOAST_MS = 7000;

/** Fixed receiving addresses shown in the client, as the spec describes. */
export const CRYPTO_WALLETS: Record<CryptoCurrency, { address: string; network: string }> = {
  BTC: { address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', network: 'Bitcoin' },
  USDT: { address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', network: 'Tron (TRC-20)' },
};

export function cryptoAmount(usd: number, currency: CryptoCurrency): string {
  const amount = usd / CRYPTO_USD_RATES[currency];
  return currency === 'BTC' ? amount.toFixed(8) : amount.toFixed(2);
}
