import type { Config } from './config';

/**
 * How crypto gifts are taken, if at all. No crypto provider is built yet, so only the sandbox offers crypto, and
 * there as a simulated invoice that moves no real coins; with any other payment setting crypto is not offered.
 */
export type CryptoOffer = 'simulated' | null;

export const cryptoOffer = (config: Partial<Pick<Config, 'payments'>>): CryptoOffer =>
  config.payments?.provider === 'sandbox' ? 'simulated' : null;
