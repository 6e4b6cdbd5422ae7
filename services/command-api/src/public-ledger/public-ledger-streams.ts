import { hash } from 'node:crypto';

/** The public log's leaves, one event per leaf at its index: gapless and in order. */
export const PUBLIC_LEDGER_STREAM = 'public-ledger';
export const PUBLIC_LEDGER_HEADS_STREAM = 'public-ledger-heads';

/** The leaf's event id, derived from the posting's event: publishing it again is a retry, never a second leaf. */
export const publishedEventId = (sourceEventId: string) => {
  const hex = hash('sha256', `public-ledger:${sourceEventId}`);
  const variant = '89ab'[Number.parseInt(hex[16]!, 16) % 4];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
