import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { INDEXED_FIELDS } from '@harambee/eventstore/src/kurrentdb/index-streams';

/**
 * Reads by type that match on fields no index stream holds: on KurrentDB each reads every event of its types.
 * Each is an operator's read over everything anyway, never a step of a gift, a text or a page.
 */
const WHOLE_TYPE_READS: Record<string, string> = {
  'services/command-api/src/reconciliation/our-movements.ts':
    "a day's reconciliation compares every movement of one provider",
};

/** The fields each `readByType(types, { … })` of the running code matches on, by file. */
const lookUps = () => {
  const files = execFileSync('git', ['ls-files', 'services', 'apps', 'packages'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/(\.spec\.|\/testing\/)/.test(file));
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\.readByType\(\s*[^{)]*?,\s*\{([^}]*)\}/g)].map(
      ([, fields]) => ({
        file,
        fields: [...fields!.matchAll(/(?:^|,)\s*(\w+)/g)].map(([, field]) => field!),
      }),
    ),
  );
};

describe('look-ups by field', () => {
  it('finds the look-ups of the running code', () => {
    expect(lookUps().length).toBeGreaterThan(8);
  });

  it('each names a field with an index stream (one event or one campaign read, not a whole type), or is an operator read listed with why', () => {
    const unindexed = lookUps().filter(
      ({ file, fields }) =>
        !fields.some((field) => (INDEXED_FIELDS as readonly string[]).includes(field)) &&
        !(file in WHOLE_TYPE_READS),
    );
    expect(unindexed).toEqual([]);
  });
});
