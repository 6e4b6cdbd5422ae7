import { consistencyProof, inclusionProof } from '@harambee/merkle-log';
import { handle, NotFoundError, success } from '@harambee/platform';
import { LEDGER_LATEST_ENTRIES } from '@harambee/rules';
import type { PublicLedgerLeafRow } from '@harambee/read-models';
import { bytesToHex } from '@noble/hashes/utils.js';
import { Router } from 'express';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { requireGiftHolderOrAdmin } from './gift-entries-access';
import { consistencyParams, entriesRange, inclusionParams } from './ledger-params';
import { storedSubtrees } from './ledger-subtrees';

const entryJson = ({ index, leaf }: PublicLedgerLeafRow) => ({ index, leaf });
const hexes = (hashes: Uint8Array[]) => hashes.map(bytesToHex);

/**
 * The public Merkle log of the books (RFC 6962/9162): its key, signed head, leaves and proofs, for anyone; which
 * leaves are one gift's, only for the holder of its receipt's link or an admin.
 */
export const ledgerRoutes = (reads: ReadStore, secret: string) => {
  const router = Router();
  const tree = storedSubtrees(reads);
  const latestHead = async () => {
    const head = await reads.latestLedgerHead();
    if (!head) throw new NotFoundError({ key: 'api.ledger.noHeadYet' });
    return head;
  };
  router.get(
    '/v1/ledger/key',
    handle(async (_req, res) => {
      success(res, { algorithm: 'Ed25519', publicKey: (await latestHead()).public_key });
    }),
  );
  router.get(
    '/v1/ledger/head',
    handle(async (_req, res) => {
      const head = await latestHead();
      success(res, {
        treeSize: head.tree_size,
        rootHash: head.root_hash,
        timestamp: head.timestamp,
        signature: head.signature,
      });
    }),
  );
  router.get(
    '/v1/ledger/entries',
    handle(async (req, res) => {
      const { start, end } = entriesRange(req.query, await reads.ledgerSize());
      success(res, { entries: (await reads.ledgerLeaves(start, end)).map(entryJson) });
    }),
  );
  router.get(
    '/v1/ledger/latest',
    handle(async (_req, res) => {
      const entries = await reads.latestLedgerLeaves(LEDGER_LATEST_ENTRIES);
      success(res, { entries: entries.map(entryJson) });
    }),
  );
  router.get(
    '/v1/ledger/subjects/:id',
    handle(async (req, res) => {
      const giftId = idOf(req);
      requireGiftHolderOrAdmin(req, secret, giftId);
      success(res, { entries: (await reads.ledgerLeavesOfSubject(giftId)).map(entryJson) });
    }),
  );
  router.get(
    '/v1/campaigns/:id/ledger',
    handle(async (req, res) => {
      const entries = await reads.campaignLedgerLeaves(idOf(req), LEDGER_LATEST_ENTRIES);
      success(res, { entries: entries.map(entryJson) });
    }),
  );
  router.get(
    '/v1/ledger/proof/inclusion',
    handle(async (req, res) => {
      const { index, treeSize } = inclusionParams(req.query, await reads.ledgerSize());
      success(res, {
        index,
        treeSize,
        auditPath: hexes(await inclusionProof(tree, index, treeSize)),
      });
    }),
  );
  router.get(
    '/v1/ledger/proof/consistency',
    handle(async (req, res) => {
      const { first, second } = consistencyParams(req.query, await reads.ledgerSize());
      success(res, { first, second, proof: hexes(await consistencyProof(tree, first, second)) });
    }),
  );
  return router;
};
