export * from './card';
export * from './payout-wallet';
