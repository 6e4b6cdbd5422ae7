import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import {
  consistencyProof,
  headBytes,
  inclusionProof,
  leafHash,
  memorySubtrees,
  rangeRoot,
  verifyConsistency,
  verifyInclusion,
  verifyTreeHead,
} from './index';

/** An independent reading of RFC 6962 / 9162, on plain arrays with node's own SHA-256: not the code under test. */
const rfc = {
  sha: (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest(),
  leaf: (data: Buffer) => rfc.sha(Buffer.of(0), data),
  node: (l: Buffer, r: Buffer) => rfc.sha(Buffer.of(1), l, r),
  k: (n: number) => 2 ** Math.ceil(Math.log2(n) - 1),
  mth: (d: Buffer[]): Buffer => {
    if (d.length === 0) return rfc.sha();
    if (d.length === 1) return rfc.leaf(d[0]!);
    const k = rfc.k(d.length);
    return rfc.node(rfc.mth(d.slice(0, k)), rfc.mth(d.slice(k)));
  },
  path: (m: number, d: Buffer[]): Buffer[] => {
    if (d.length <= 1) return [];
    const k = rfc.k(d.length);
    return m < k
      ? [...rfc.path(m, d.slice(0, k)), rfc.mth(d.slice(k))]
      : [...rfc.path(m - k, d.slice(k)), rfc.mth(d.slice(0, k))];
  },
  subproof: (m: number, d: Buffer[], b: boolean): Buffer[] => {
    if (m === d.length) return b ? [] : [rfc.mth(d)];
    const k = rfc.k(d.length);
    return m <= k
      ? [...rfc.subproof(m, d.slice(0, k), b), rfc.mth(d.slice(k))]
      : [...rfc.subproof(m - k, d.slice(k), false), rfc.mth(d.slice(0, k))];
  },
};

const leaves = (n: number, tag = 'entry') =>
  Array.from({ length: n }, (_, i) => Buffer.from(`{"index":${i},"tag":"${tag}"}`));
const hex = (bytes: Uint8Array[]) => bytes.map((b) => Buffer.from(b).toString('hex'));
const treeOf = (data: Buffer[]) => memorySubtrees(data.map((d) => leafHash(d)));

describe('the public log as RFC 6962 / 9162 define it', () => {
  it('when a tree of any size up to 70 leaves is hashed, then its root is the RFC’s MTH', async () => {
    for (let n = 0; n <= 70; n++) {
      const data = leaves(n);
      expect(Buffer.from(await rangeRoot(treeOf(data), 0, n)).toString('hex')).toBe(
        rfc.mth(data).toString('hex'),
      );
    }
  });

  it('when an inclusion proof is asked for every leaf of every size up to 40, then it is the RFC’s PATH and verifies', async () => {
    for (let n = 1; n <= 40; n++) {
      const data = leaves(n);
      const tree = treeOf(data);
      const root = rfc.mth(data);
      for (let m = 0; m < n; m++) {
        const proof = await inclusionProof(tree, m, n);
        expect(hex(proof)).toEqual(hex(rfc.path(m, data)));
        expect(verifyInclusion(rfc.leaf(data[m]!), m, n, proof, root)).toBe(true);
      }
    }
  });

  it('when a consistency proof is asked for every pair of sizes up to 33, then it is the RFC’s PROOF and verifies', async () => {
    for (let n = 1; n <= 33; n++) {
      const data = leaves(n);
      const tree = treeOf(data);
      for (let m = 1; m <= n; m++) {
        const proof = await consistencyProof(tree, m, n);
        expect(hex(proof)).toEqual(hex(m === n ? [] : rfc.subproof(m, data, true)));
        expect(verifyConsistency(m, n, rfc.mth(data.slice(0, m)), rfc.mth(data), proof)).toBe(true);
      }
    }
  });

  it('when a leaf is altered, then its inclusion no longer verifies against the published root', async () => {
    const data = leaves(13);
    const root = rfc.mth(data);
    const proof = await inclusionProof(treeOf(data), 6, 13);
    const altered = Buffer.from(data[6]!.toString().replace('entry', 'entrx'));
    expect(verifyInclusion(rfc.leaf(altered), 6, 13, proof, root)).toBe(false);
    expect(verifyInclusion(rfc.leaf(data[6]!), 7, 13, proof, root)).toBe(false);
  });

  it('when history is rewritten under a later head, then no proof can show the old head is its prefix', async () => {
    const before = leaves(10);
    const rewritten = [...leaves(10)];
    rewritten[3] = Buffer.from('{"index":3,"tag":"rewritten"}');
    const after = [...rewritten, ...leaves(6, 'later')];
    const proof = await consistencyProof(treeOf(after), 10, 16);
    expect(verifyConsistency(10, 16, rfc.mth(before), rfc.mth(after), proof)).toBe(false);
    expect(verifyConsistency(10, 16, rfc.mth(rewritten), rfc.mth(after), proof)).toBe(true);
  });

  it('when a proof is asked for outside the tree, then it is refused', async () => {
    const tree = treeOf(leaves(4));
    await expect(inclusionProof(tree, 4, 4)).rejects.toThrow(RangeError);
    await expect(consistencyProof(tree, 5, 4)).rejects.toThrow(RangeError);
  });
});

describe('signed tree heads', () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const body = { treeSize: 12, rootHash: 'ab'.repeat(32), timestamp: '2026-11-25T12:00:00.000Z' };
  const signed = { ...body, signature: sign(null, headBytes(body), privateKey).toString('base64') };

  it('when a head is signed by the key, then the signed bytes are its JCS JSON and it verifies', () => {
    expect(Buffer.from(headBytes(body)).toString()).toBe(
      '{"rootHash":"' + 'ab'.repeat(32) + '","timestamp":"2026-11-25T12:00:00.000Z","treeSize":12}',
    );
    expect(verifyTreeHead(pem, signed)).toBe(true);
  });

  it('when any field of a signed head is changed, or another key is named, then it does not verify', () => {
    expect(verifyTreeHead(pem, { ...signed, treeSize: 13 })).toBe(false);
    expect(verifyTreeHead(pem, { ...signed, rootHash: 'cd'.repeat(32) })).toBe(false);
    const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' });
    expect(verifyTreeHead(other.toString(), signed)).toBe(false);
    expect(verifyTreeHead('not a key', signed)).toBe(false);
  });
});
