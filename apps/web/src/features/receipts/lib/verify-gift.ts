import {
  leafHash,
  type SignedTreeHead,
  verifyInclusion,
  verifyTreeHead,
} from '@harambee/merkle-log';
import { LEDGER_VERIFY_TEXTS as TEXTS } from '@harambee/rules';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { api } from '@/lib/api-client';
import { entryAmount, escrowAccount, type LedgerLeaf, parseLeaf } from '@/lib/ledger-entry';
import { VerifyError } from './verify-error';

/** What the receipt says of the gift, and the ledger entry it names. */
export type GiftClaim = {
  index: number;
  campaignId: string;
  campaignTitle: string;
  amountCents: number;
};

/** A check's result in English (`text`), and what any language's words for it need (`values`). */
export type Check = {
  name: 'signature' | 'inclusion' | 'match';
  ok: boolean;
  text: string;
  values: Record<string, string>;
};

export type Verification = { ok: boolean; checks: Check[] };

type InclusionProof = { index: number; treeSize: number; auditPath: string[] };

/** A GET of the public ledger, or an error naming what could not be fetched. */
const fetched = async <T>(path: string, what: string, params?: Record<string, number>) => {
  try {
    return await api.get<T>(path, params ? { params } : {});
  } catch {
    throw new VerifyError(TEXTS.fetchFailed(what), 'receipt.verify.fetchFailed', {
      what: what.split(' ').pop()!,
    });
  }
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

const matchCheck = (leaf: string, claim: GiftClaim): Check => {
  const entry = parseLeaf(leaf);
  const intoEscrow = entry?.postings.find((p) => p.account === escrowAccount(claim.campaignId));
  const amount = entryAmount({ amount: claim.amountCents, currency: 'USD' });
  const ok =
    entry?.index === claim.index &&
    entry.campaignId === claim.campaignId &&
    intoEscrow?.amount === claim.amountCents;
  const say = ok ? TEXTS.matchOk : TEXTS.matchBad;
  return {
    name: 'match',
    ok,
    text: say(amount, claim.campaignTitle),
    values: { amount, campaign: claim.campaignTitle },
  };
};

/**
 * Checks, in this browser and with the ledger's published key only: the signed head's Ed25519 signature, the
 * RFC 9162 inclusion proof of the gift's entry in that head's tree, and that the entry is the receipt's gift.
 */
export async function verifyGift(claim: GiftClaim): Promise<Verification> {
  const [{ publicKey }, head] = await Promise.all([
    fetched<{ publicKey: string }>('/v1/ledger/key', 'key'),
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
  const signed = verifyTreeHead(publicKey, head);
  const included = proof.index === claim.index && pathLeadsToRoot(leaf, proof, head);
  const checks: Check[] = [
    {
      name: 'signature',
      ok: signed,
      text: signed ? TEXTS.signatureOk(head.treeSize, head.timestamp) : TEXTS.signatureBad,
      values: { treeSize: String(head.treeSize), timestamp: head.timestamp },
    },
    {
      name: 'inclusion',
      ok: included,
      text: included
        ? TEXTS.inclusionOk(claim.index, head.treeSize)
        : TEXTS.inclusionBad(claim.index),
      values: { index: String(claim.index), treeSize: String(head.treeSize) },
    },
    matchCheck(leaf, claim),
  ];
  return { ok: checks.every((check) => check.ok), checks };
}
