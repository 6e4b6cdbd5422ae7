export * from './accounts';
export * from './disputes';
export * from './facts';
export * from './invariants';
export * from './ledger';
export * from './posting';
export * from './totals';
export type { Draft, LedgerRule, LedgerRules } from './rules';
