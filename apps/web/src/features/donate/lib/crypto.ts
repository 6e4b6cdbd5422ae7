export type CryptoCurrency = 'BTC' | 'USDT';

/** Made-up rates (USD per unit) of the sandbox's simulated invoice: no real crypto is quoted or taken. */
export const CRYPTO_USD_RATES: Record<CryptoCurrency, number> = { BTC: 30_000, USDT: 1 };
export const QUOTE_DELAY_MS = 1000;
export const THANK_YOU_TOAST_MS = 7000;

export function cryptoAmount(usd: number, currency: CryptoCurrency): string {
  const amount = usd / CRYPTO_USD_RATES[currency];
  return currency === 'BTC' ? amount.toFixed(8) : amount.toFixed(2);
}
