import {
  leafHash,
  type SignedTreeHead,
  verifyInclusion,
  verifyTreeHead,
} from '@harambee/merkle-log';
import { LEDGER_KEY_PATH, LEDGER_VERIFY_TEXTS as TEXTS } from '@harambee/rules';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { api } from '@/lib/api-client';
import { type LedgerLeaf, parseLeaf } from '@/lib/ledger-entry';
import {
  type Check,
  commitmentCheck,
  type GiftClaim,
  keyCheck,
  matchCheck,
  type Verification,
  verdictOf,
} from './gift-checks';
import { VerifyError } from './verify-error';

type InclusionProof = { index: number; treeSize: number; auditPath: string[] };

const fetchFailed = (what: string) =>
  new VerifyError(TEXTS.fetchFailed(what), 'receipt.verify.fetchFailed', {
    what: what.split(' ').pop()!,
  });

/** A GET of the public ledger, or an error naming what could not be fetched. */
const fetched = async <T>(path: string, what: string, params?: Record<string, number>) => {
  try {
    return await api.get<T>(path, params ? { params } : {});
  } catch {
    throw fetchFailed(what);
  }
};

/** The key at the well-known path, outside the API: what the receipt's printed key is compared with. */
const servedKey = async () => {
  const response = await fetch(LEDGER_KEY_PATH).catch(() => undefined);
  if (!response?.ok) throw fetchFailed('key');
  return response.text();
};

const pathLeadsToRoot = (leaf: string, proof: InclusionProof, head: SignedTreeHead) => {
  try {
    return verifyInclusion(
      leafHash(utf8ToBytes(leaf)),
      proof.index,
      head.treeSize,
      proof.auditPath.map(hexToBytes),
      hexToBytes(head.rootHash),
    );
  } catch {
    return false;
  }
};

/**
 * Checks, in this browser and with the key printed on the receipt only: that key is the one served at the
 * well-known path, the signed head's Ed25519 signature, the RFC 9162 inclusion proof of the gift's entry in that
 * head's tree, that the entry is a gift as the receipt tells it, and that it commits to this receipt. Amounts are
 * written for the page's `locale`.
 */
export async function verifyGift(claim: GiftClaim, locale: string): Promise<Verification> {
  const [served, head] = await Promise.all([
    servedKey(),
    fetched<SignedTreeHead>('/v1/ledger/head', 'signed head'),
  ]);
  if (claim.index >= head.treeSize)
    throw new VerifyError(TEXTS.leafNotYetSigned(claim.index), 'receipt.verify.notYetSigned', {
      index: String(claim.index),
    });
  const [{ entries }, proof] = await Promise.all([
    fetched<{ entries: LedgerLeaf[] }>('/v1/ledger/entries', 'entry', {
      start: claim.index,
      end: claim.index + 1,
    }),
    fetched<InclusionProof>('/v1/ledger/proof/inclusion', 'inclusion proof', {
      index: claim.index,
      treeSize: head.treeSize,
    }),
  ]);
  const leaf = entries[0]?.leaf ?? '';
  const entry = parseLeaf(leaf);
  const signed = verifyTreeHead(claim.ledgerKey, head);
  const included = proof.index === claim.index && pathLeadsToRoot(leaf, proof, head);
  const checks: Check[] = [
    keyCheck(served, claim),
    {
      name: 'signature',
      result: signed ? 'Ok' : 'Bad',
      text: signed ? TEXTS.signatureOk(head.treeSize, head.timestamp) : TEXTS.signatureBad,
      values: { treeSize: String(head.treeSize), timestamp: head.timestamp },
    },
    {
      name: 'inclusion',
      result: included ? 'Ok' : 'Bad',
      text: included
        ? TEXTS.inclusionOk(claim.index, head.treeSize)
        : TEXTS.inclusionBad(claim.index),
      values: { index: String(claim.index), treeSize: String(head.treeSize) },
    },
    matchCheck(entry, claim, locale),
    commitmentCheck(entry, claim),
  ];
  return { verdict: verdictOf(checks), checks };
}
