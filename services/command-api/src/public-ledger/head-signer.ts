import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { headBytes, type SignedTreeHead, type TreeHeadBody } from '@harambee/merkle-log';

const SPKI_PREFIX = '302a300506032b6570032100';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** An Ed25519 public key as SubjectPublicKeyInfo PEM, what any TLS or CT tool reads. */
export const publicKeyPem = (raw: Uint8Array) => {
  const der = Buffer.from(SPKI_PREFIX + bytesToHex(raw), 'hex').toString('base64');
  return `-----BEGIN PUBLIC KEY-----\n${der}\n-----END PUBLIC KEY-----\n`;
};

/** The platform's head signer: the Ed25519 key whose 32-byte seed is the SHA-256 of the configured secret. */
export const headSigner = (secret: string) => {
  const seed = sha256(utf8ToBytes(secret));
  const publicKey = publicKeyPem(ed25519.getPublicKey(seed));
  return {
    publicKey,
    sign: (head: TreeHeadBody): SignedTreeHead => ({
      ...head,
      signature: base64(ed25519.sign(headBytes(head), seed)),
    }),
  };
};
