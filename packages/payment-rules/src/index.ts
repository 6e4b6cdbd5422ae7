export * from './card';
export * from './payout-wallet';
export * from './donation';
