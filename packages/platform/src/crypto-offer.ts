import type { Config } from './config';

/**
 * How crypto gifts are taken, if at all: `btcpay` when a BTCPay Server store is configured (one real invoice per gift,
 * its checkout page BTCPay's), else `simulated` in the sandbox (a clearly labelled pledge that moves no real coins),
 * else null: crypto is not offered and no page advertises it.
 */
export type CryptoOffer = 'btcpay' | 'simulated' | null;

export const cryptoOffer = (config: Partial<Pick<Config, 'payments' | 'crypto'>>): CryptoOffer =>
  config.crypto?.provider === 'btcpay'
    ? 'btcpay'
    : config.payments?.some(({ provider }) => provider === 'sandbox')
      ? 'simulated'
      : null;
