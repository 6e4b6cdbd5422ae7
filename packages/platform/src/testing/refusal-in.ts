import { type Language, say } from '@harambee/messages';
import { FormRefusal } from '../errors';
import { parseInput } from '../http';

/** What a caller reading `language` is told when `schema` refuses `input`: its words, as the error envelope says them. */
export const refusalIn = (
  language: Language,
  schema: Parameters<typeof parseInput>[0],
  input: unknown,
) => {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof FormRefusal) return say(language, error.words);
    throw error;
  }
  throw new Error('the input was taken');
};
