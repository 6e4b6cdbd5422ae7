import { z } from 'zod';
import { defineEvent } from './define-event';
import { id, isoDate } from './shared-fields';

const hex = z.string().regex(/^[0-9a-f]{64}$/);
const position = z.number().int().nonnegative();

/**
 * One posting of the books, published as leaf `index` of the public Merkle log (RFC 6962): `leaf` is the exact
 * canonical JSON that was hashed, and `completed` the complete subtrees it closed, so readers never hash.
 */
export const LedgerEntryPublished = defineEvent(
  'LedgerEntryPublished',
  1,
  z.object({
    index: position,
    leaf: z.string(),
    leafHash: hex,
    completed: z.array(
      z.object({ level: z.number().int().positive(), index: position, hash: hex }),
    ),
    sourceEventId: id,
    /** Where the posting's event is in the log: a publisher that lost its place skips what was published. */
    sourcePosition: z.object({ transactionId: z.string(), globalPosition: z.string() }),
    campaignId: id,
    subject: id,
  }),
);

/** The platform's Ed25519 signature over the JCS JSON of {treeSize, rootHash, timestamp}; `publicKey` in SPKI PEM. */
export const LedgerHeadSigned = defineEvent(
  'LedgerHeadSigned',
  1,
  z.object({
    treeSize: position,
    rootHash: hex,
    timestamp: isoDate,
    signature: z.string(),
    publicKey: z.string(),
  }),
);
