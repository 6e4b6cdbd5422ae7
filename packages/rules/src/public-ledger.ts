/** The most leaves one request for the public ledger's entries returns. */
export const LEDGER_ENTRIES_MAX = 1_000;
/** How many of the latest entries the public ledger page lists. */
export const LEDGER_LATEST_ENTRIES = 50;

export const LEDGER_MESSAGES = {
  noHeadYet: 'The ledger has no signed head yet; try again in a few seconds.',
  wholeNumber: (name: string) => `${name} must be a whole number, 0 or more.`,
  startAfterEnd: 'start must not be after end.',
  tooWide: `At most ${LEDGER_ENTRIES_MAX} entries at once: narrow start and end.`,
  beyondTree: (name: string, size: number) =>
    `${name} is beyond the ledger, which holds ${size} entries.`,
  emptyTree: (name: string) => `${name} must be at least 1.`,
  indexOutside: 'index must be smaller than treeSize.',
  firstAfterSecond: 'first must not be larger than second.',
};
