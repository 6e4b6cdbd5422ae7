import { ed25519 } from '@noble/curves/ed25519.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';
import { publicKeyLine } from './key-line';

/** What a head says: the log held `treeSize` leaves, whose root was `rootHash` (hex), at `timestamp` (ISO). */
export type TreeHeadBody = { treeSize: number; rootHash: string; timestamp: string };
export type SignedTreeHead = TreeHeadBody & { signature: string };

/** The exact bytes that are signed: the JCS (RFC 8785) JSON of the head's three fields. */
export const headBytes = ({ treeSize, rootHash, timestamp }: TreeHeadBody): Uint8Array =>
  utf8ToBytes(canonicalize({ treeSize, rootHash, timestamp })!);

/** An Ed25519 SubjectPublicKeyInfo is this 12-byte DER prefix, then the 32-byte key. */
const ED25519_SPKI_PREFIX = '302a300506032b6570032100';

const base64Bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The raw key of an Ed25519 public key in SPKI PEM, or undefined when the PEM holds something else. */
export const rawPublicKey = (pem: string): Uint8Array | undefined => {
  const der = base64Bytes(publicKeyLine(pem));
  const prefix = Array.from(der.subarray(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  return der.length === 44 && prefix === ED25519_SPKI_PREFIX ? der.subarray(12) : undefined;
};

/** Whether `head.signature` (base64) is the key's Ed25519 signature of the head. */
export const verifyTreeHead = (publicKeyPem: string, head: SignedTreeHead): boolean => {
  const key = rawPublicKey(publicKeyPem);
  if (!key) return false;
  try {
    return ed25519.verify(base64Bytes(head.signature), headBytes(head), key);
  } catch {
    return false;
  }
};
