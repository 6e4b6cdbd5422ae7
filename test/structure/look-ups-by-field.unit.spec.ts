import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { INDEXED_FIELDS } from '@harambee/eventstore/src/kurrentdb/index-streams';

/**
 * Reads of every event of some types (no field, or none with an index stream): on KurrentDB each follows whole
 * `$et-` streams, or filters `$all` from a position. Each is a sweep on a timer going on from its last run, a start-up
 * fold or an operator's read, never a step of a gift, a text or a page; a new one must say here why it may be one.
 */
const WHOLE_TYPE_READS: Record<string, string> = {
  'services/command-api/src/reconciliation/our-movements.ts':
    "a day's reconciliation compares every movement of one provider",
  'services/command-api/src/accounts/email-id-migration.ts': 'a one-off migration at start',
  'services/command-api/src/core/swept-steps.ts':
    'the sweeps on a timer (campaigns past their end date, open transfers, refunds due a retry): each run reads only what was appended since its last',
  'services/command-api/src/public-ledger/ledger-facts.ts':
    "the public ledger's facts, folded once at start and after another process moved on",
};

/** Each `readByType(types[, { … }])` of the running code, by file, with the fields it matches on. */
const lookUps = () => {
  const files = execFileSync('git', ['ls-files', 'services', 'apps', 'packages'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/(\.spec\.|\/testing\/)/.test(file));
  return files.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/\.readByType(?:<[^>]*>)?\(([^{)]*)(?:\{([^}]*)\})?/g),
    ].map(([, , fields = '']) => ({
      file,
      fields: [...fields.matchAll(/(?:^|,)\s*(\w+)/g)].map(([, field]) => field!),
    })),
  );
};

describe('look-ups by field', () => {
  it('finds the reads by type of the running code', () => {
    expect(lookUps().length).toBeGreaterThan(20);
  });

  it('each names a field with an index stream (one event or one campaign read, not a whole type), or is a sweep, fold or operator read listed with why', () => {
    const unindexed = lookUps().filter(
      ({ file, fields }) =>
        !fields.some((field) => (INDEXED_FIELDS as readonly string[]).includes(field)) &&
        !(file in WHOLE_TYPE_READS),
    );
    expect(unindexed).toEqual([]);
  });
});
