import { randomBytes } from 'node:crypto';

/** How long what a donor typed waits for them after a refused plain form post. */
export const KEPT_FORM_TTL_MS = 10 * 60_000;
/** Forms kept at once at most: the oldest goes first, so a flood of refused posts cannot fill the memory. */
const MOST_KEPT = 10_000;

type Kept = { fields: Record<string, string>; until: number };

/**
 * What donors typed into the donate form before a plain form post was refused, in this process's memory for a few
 * minutes under a random reference: the way back to the form names the reference, never the donor's email or phone.
 */
export const keptForms = (now: () => Date) => {
  const kept = new Map<string, Kept>();
  // Every form is kept as long, so the map's order is the order they expire in.
  const forgetExpired = () => {
    for (const [reference, form] of kept) {
      if (form.until > now().getTime()) return;
      kept.delete(reference);
    }
  };
  return {
    keep: (fields: Record<string, string>) => {
      forgetExpired();
      if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!);
      const reference = randomBytes(16).toString('base64url');
      kept.set(reference, { fields, until: now().getTime() + KEPT_FORM_TTL_MS });
      return reference;
    },
    find: (reference: string) => {
      const form = kept.get(reference);
      return form && form.until > now().getTime() ? form.fields : undefined;
    },
  };
};
