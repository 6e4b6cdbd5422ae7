import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { headBytes, rawPublicKey, verifyTreeHead } from '@harambee/merkle-log';
import { headSigner } from './head-signer';

const head = {
  treeSize: 3,
  rootHash: 'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  timestamp: '2026-11-30T12:00:00.000Z',
};

describe('the head signer', () => {
  it('when it signs a head, then the key and signature are Ed25519’s over the SHA-256 of the secret, as a browser checks them', () => {
    const seed = sha256(utf8ToBytes('a ledger secret'));
    const signer = headSigner('a ledger secret');
    const signed = signer.sign(head);
    expect(rawPublicKey(signer.publicKey)).toEqual(ed25519.getPublicKey(seed));
    expect(Buffer.from(signed.signature, 'base64')).toEqual(
      Buffer.from(ed25519.sign(headBytes(head), seed)),
    );
    expect(verifyTreeHead(signer.publicKey, signed)).toBe(true);
  });

  it('when two secrets sign, then each has its own key', () => {
    expect(headSigner('one secret').publicKey).not.toBe(headSigner('another secret').publicKey);
    expect(headSigner('one secret').publicKey).toBe(headSigner('one secret').publicKey);
  });
});
