import type { Words } from '@harambee/messages';
import type { z } from '../zod';

/** Raises a form check's refusal said by `words` (a catalogue key with its arguments) in the page's language. */
export const refuseWith = (context: z.RefinementCtx, words: Words, path: PropertyKey[]) =>
  context.addIssue({ code: 'custom', message: words.key, params: { words }, path });

/** A refinement's refusal said by `words`, arguments and all. */
export const saidBy = (words: Words) => ({ message: words.key, params: { words } });

/** A check's words: those it raised with their arguments, else the catalogue key it gives as its message. */
export const wordsOf = (issue: z.core.$ZodIssue): Words =>
  issue.code === 'custom' && issue.params?.words
    ? issue.params.words
    : { key: issue.message as Words['key'] };
