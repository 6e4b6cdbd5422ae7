import { createPrivateKey, createPublicKey, hash, sign, type KeyObject } from 'node:crypto';
import { headBytes, type SignedTreeHead, type TreeHeadBody } from '@harambee/merkle-log';

/** An Ed25519 private key as PKCS #8 DER is this 16-byte prefix, then its 32-byte seed. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const signerOf = (privateKey: KeyObject) => ({
  /** The public key as SubjectPublicKeyInfo PEM, what any TLS or CT tool reads. */
  publicKey: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  sign: (head: TreeHeadBody): SignedTreeHead => ({
    ...head,
    signature: sign(null, headBytes(head), privateKey).toString('base64'),
  }),
});

const signers = new Map<string, ReturnType<typeof signerOf>>();

/**
 * The platform's head signer: the Ed25519 key whose 32-byte seed is the SHA-256 of the configured secret, made
 * once per secret and signing by Node's native crypto.
 */
export const headSigner = (secret: string) => {
  const known = signers.get(secret);
  if (known) return known;
  const seed = hash('sha256', secret, 'buffer');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const signer = signerOf(privateKey);
  signers.set(secret, signer);
  return signer;
};
