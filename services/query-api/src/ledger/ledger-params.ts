import { LEDGER_ENTRIES_MAX, LEDGER_MESSAGES } from '@harambee/rules';
import { InvalidInputError, parseInput } from '@harambee/platform';
import { z } from 'zod';

const position = (name: string) =>
  z
    .string({ error: LEDGER_MESSAGES.wholeNumber(name) })
    .regex(/^\d{1,15}$/, LEDGER_MESSAGES.wholeNumber(name))
    .transform(Number);

const refuse = (message: string) => {
  throw new InvalidInputError(message);
};

const within = (name: string, value: number, size: number) =>
  value > size ? refuse(LEDGER_MESSAGES.beyondTree(name, size)) : value;

export const entriesQuery = z.object({ start: position('start'), end: position('end') });
export const inclusionQuery = z.object({
  index: position('index'),
  treeSize: position('treeSize'),
});
export const consistencyQuery = z.object({ first: position('first'), second: position('second') });

export const entriesRange = (query: unknown, size: number) => {
  const { start, end } = parseInput(entriesQuery, query);
  if (start > end) refuse(LEDGER_MESSAGES.startAfterEnd);
  if (end - start > LEDGER_ENTRIES_MAX) refuse(LEDGER_MESSAGES.tooWide);
  return { start, end: within('end', end, size) };
};

export const inclusionParams = (query: unknown, size: number) => {
  const { index, treeSize } = parseInput(inclusionQuery, query);
  if (treeSize === 0) refuse(LEDGER_MESSAGES.emptyTree('treeSize'));
  if (index >= treeSize) refuse(LEDGER_MESSAGES.indexOutside);
  return { index, treeSize: within('treeSize', treeSize, size) };
};

export const consistencyParams = (query: unknown, size: number) => {
  const { first, second } = parseInput(consistencyQuery, query);
  if (first === 0) refuse(LEDGER_MESSAGES.emptyTree('first'));
  if (first > second) refuse(LEDGER_MESSAGES.firstAfterSecond);
  return { first, second: within('second', second, size) };
};
