export { publicLedgerProcessManager } from './public-ledger-process-manager';
export { ledgerHeadJob, signNewHead } from './head-signing';
export { ledgerKeyRoute, ledgerPublicKey } from './ledger-key-route';
