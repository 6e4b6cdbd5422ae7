export * from './campaign-progress';
export * from './live-channels';
export * from './migrate';
export * from './money';
export * from './rows';
export * from './tables';
