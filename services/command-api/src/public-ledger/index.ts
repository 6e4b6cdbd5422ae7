export { publicLedgerProcessManager } from './public-ledger-process-manager';
export { ledgerHeadJob, signNewHead } from './head-signing';
export { LEDGER_KEY_PATH, ledgerKeyRoute, ledgerPublicKey } from './ledger-key-route';
