import { createHash } from 'node:crypto';

/** A uuid-shaped id that is always the same for the same name: what makes a repeated reaction write nothing more. */
export const derivedId = (name: string) => {
  const hex = createHash('sha256').update(name).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
};
