import { receiptKey } from '@harambee/platform';

export const receiptPath = (secret: string, receiptId: string) =>
  `/receipts/${encodeURIComponent(receiptId)}?k=${receiptKey(secret, receiptId)}`;
