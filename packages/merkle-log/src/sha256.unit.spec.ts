import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256 as inBrowser } from './sha256';
import { sha256 as onNode } from './sha256.node';
import { sha256 as chosen } from '#sha256';

const implementations = [
  ['the browser’s (JavaScript)', inBrowser],
  ['the server’s (Node’s native)', onNode],
] as const;

/** RFC 6962's leaf and inner-node hashes, spelled out with the given SHA-256. */
const rfc6962 = (sha256: (bytes: Uint8Array) => Uint8Array) => ({
  leaf: (data: Uint8Array) => sha256(concatBytes(Uint8Array.of(0), data)),
  node: (left: Uint8Array, right: Uint8Array) => sha256(concatBytes(Uint8Array.of(1), left, right)),
});

/** The leaves of the RFC 6962 test vectors (certificate-transparency), and the roots of their first 1, 2 and 4. */
const vectorLeaves = ['', '00', '10', '2021'].map(hexToBytes);
const vectorRoots = {
  1: '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  2: 'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  4: 'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
};

describe.each(implementations)('SHA-256, %s', (_, sha256) => {
  it('when known messages are hashed, then the digests are FIPS 180-4’s', () => {
    expect(bytesToHex(sha256(new Uint8Array(0)))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(bytesToHex(sha256(utf8ToBytes('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('when the RFC 6962 test vectors are hashed into trees, then their roots are the vectors’', () => {
    const { leaf, node } = rfc6962(sha256);
    const [a, b, c, d] = vectorLeaves.map(leaf) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    expect(bytesToHex(a)).toBe(vectorRoots[1]);
    expect(bytesToHex(node(a, b))).toBe(vectorRoots[2]);
    expect(bytesToHex(node(node(a, b), node(c, d)))).toBe(vectorRoots[4]);
  });
});

describe('the browser’s and the server’s SHA-256', () => {
  it('when any message up to three blocks long is hashed by both, then their digests are the same', () => {
    for (let length = 0; length <= 200; length++) {
      const message = Uint8Array.from({ length }, (_, index) => (index * 31 + length) % 256);
      expect(bytesToHex(onNode(message))).toBe(bytesToHex(inBrowser(message)));
    }
  });

  it('when the server imports `#sha256`, then it gets Node’s native one', () => {
    expect(chosen).toBe(onNode);
  });
});
