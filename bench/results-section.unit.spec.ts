import {
  FIRST_VISIT_HEADING,
  KEPT_HEADINGS,
  REPLAY_HEADING,
  sectionOf,
  withSection,
} from './results-section';

const table = (figure: string) => `${FIRST_VISIT_HEADING}\n\n| home | ${figure} |\n`;

it('when a results file has no first-visit section, then the table is added after everything else', () => {
  const written = withSection(
    '# Benchmark results\n\n## Settings of this run\n\n`X=1`\n',
    table('50 KB'),
  );

  expect(written).toBe(
    `# Benchmark results\n\n## Settings of this run\n\n\`X=1\`\n\n${table('50 KB')}`,
  );
  expect(sectionOf(written)).toBe(table('50 KB'));
});

it('when a results file has a first-visit section between others, then a new table replaces it in place', () => {
  const before = `# Benchmark results\n\n${table('70 KB')}\n## Settings of this run\n\n\`X=1\`\n`;

  const written = withSection(before, table('50 KB'));

  expect(written).toBe(
    `# Benchmark results\n\n${table('50 KB')}## Settings of this run\n\n\`X=1\`\n`,
  );
});

it('when the whole bench rewrites the results, then the first-visit section it had is kept', () => {
  const before = `# Benchmark results\n\n## Results\n\nold\n\n${table('50 KB')}`;
  const rewritten = '# Benchmark results\n\n## Results\n\nnew\n';

  expect(withSection(rewritten, sectionOf(before)!)).toBe(
    `# Benchmark results\n\n## Results\n\nnew\n\n${table('50 KB')}`,
  );
});

it('when the whole bench rewrites the results, then the replay figures written by hand from bench:replay are kept', () => {
  const replay = `${REPLAY_HEADING}\n\n- 1,000,000 events in 338.4 s\n`;
  const before = `# Benchmark results\n\n## Results\n\nold\n\n${replay}`;

  expect(KEPT_HEADINGS).toContain(REPLAY_HEADING);
  expect(
    withSection('# Benchmark results\n', sectionOf(before, REPLAY_HEADING)!, REPLAY_HEADING),
  ).toBe(`# Benchmark results\n\n${replay}`);
});
