import { say, type Words } from '@harambee/messages';
import { LEDGER_ENTRIES_MAX } from '@harambee/rules';
import { InvalidInputError, issueWords, parseInput } from '@harambee/platform';
import { z } from 'zod';

const position = (name: string) =>
  z.unknown().transform((value, context) => {
    if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
    const words: Words = { key: 'api.ledger.wholeNumber', values: { name } };
    context.addIssue({ code: 'custom', message: say('en', words), params: issueWords(words) });
    return z.NEVER;
  });

const refuse = (words: Words) => {
  throw new InvalidInputError(words);
};

const within = (name: string, value: number, size: number) =>
  value > size ? refuse({ key: 'api.ledger.beyondTree', values: { name, size } }) : value;

export const entriesQuery = z.object({ start: position('start'), end: position('end') });
export const inclusionQuery = z.object({
  index: position('index'),
  treeSize: position('treeSize'),
});
export const consistencyQuery = z.object({ first: position('first'), second: position('second') });

export const entriesRange = (query: unknown, size: number) => {
  const { start, end } = parseInput(entriesQuery, query);
  if (start > end) refuse({ key: 'api.ledger.startAfterEnd' });
  if (end - start > LEDGER_ENTRIES_MAX)
    refuse({ key: 'api.ledger.tooWide', values: { max: LEDGER_ENTRIES_MAX } });
  return { start, end: within('end', end, size) };
};

export const inclusionParams = (query: unknown, size: number) => {
  const { index, treeSize } = parseInput(inclusionQuery, query);
  if (treeSize === 0) refuse({ key: 'api.ledger.emptyTree', values: { name: 'treeSize' } });
  if (index >= treeSize) refuse({ key: 'api.ledger.indexOutside' });
  return { index, treeSize: within('treeSize', treeSize, size) };
};

export const consistencyParams = (query: unknown, size: number) => {
  const { first, second } = parseInput(consistencyQuery, query);
  if (first === 0) refuse({ key: 'api.ledger.emptyTree', values: { name: 'first' } });
  if (first > second) refuse({ key: 'api.ledger.firstAfterSecond' });
  return { first, second: within('second', second, size) };
};
