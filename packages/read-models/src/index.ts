export * from './campaign-progress';
export * from './documents';
export * from './live-channels';
export * from './migrate';
export * from './mongo-store';
export * from './money';
export * from './rows';
export * from './tables';
