export { publicLedgerProcessManager } from './public-ledger-process-manager';
export { ledgerHeadJob, signNewHead } from './head-signing';
export { headSigner } from './head-signer';
export { PUBLIC_LEDGER_STREAM, PUBLIC_LEDGER_HEADS_STREAM } from './public-ledger-streams';
