import { LEDGER_KEY_PATH } from '@harambee/rules';
import { Router } from 'express';
import type { CommandApiDeps } from '../core/deps';
import { headSigner } from './head-signer';

/** The ledger's public key as this server signs with it (SPKI PEM). */
export const ledgerPublicKey = ({ config }: Pick<CommandApiDeps, 'config'>) =>
  headSigner(config.ledgerSigningKey).publicKey;

/** The ledger's key at its well-known path, as plain PEM: the same key each receipt prints and the README names. */
export const ledgerKeyRoute = (deps: Pick<CommandApiDeps, 'config'>) => {
  const pem = ledgerPublicKey(deps);
  return Router().get(LEDGER_KEY_PATH, (_req, res) => {
    res.type('application/x-pem-file').set('Cache-Control', 'public, max-age=3600').send(pem);
  });
};
