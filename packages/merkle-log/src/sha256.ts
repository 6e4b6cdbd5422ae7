import { sha256 as inJavaScript } from '@noble/hashes/sha2.js';

/** SHA-256 in JavaScript, for the browser. On Node, package.json's `#sha256` is Node's own (sha256.node.ts). */
export const sha256 = (bytes: Uint8Array): Uint8Array => inJavaScript(bytes);
