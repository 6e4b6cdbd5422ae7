export * from './campaign';
export * from './card';
export * from './payout-wallet';
export * from './donation';
export * from './mobile-money';
export * from './image-variants';
export * from './privacy';
