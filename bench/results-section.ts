/** The heading of bench/RESULTS.md's per-route first-visit script table (issue 46, `npm run bench:scripts`). */
export const FIRST_VISIT_HEADING = '## First-visit script per public route (issue 46)';

const sectionAt = (markdown: string) => {
  const start = markdown.indexOf(`\n${FIRST_VISIT_HEADING}\n`);
  if (start < 0) return undefined;
  const next = markdown.indexOf('\n## ', start + FIRST_VISIT_HEADING.length + 1);
  return { start: start + 1, end: next < 0 ? markdown.length : next + 1 };
};

/** The first-visit section of a results file, if it has one. */
export const sectionOf = (markdown: string) => {
  const at = sectionAt(markdown);
  return at && markdown.slice(at.start, at.end);
};

/** The results file with `section` in place of its first-visit section, or after everything else. */
export const withSection = (markdown: string, section: string) => {
  const at = sectionAt(markdown);
  const ended = section.endsWith('\n') ? section : `${section}\n`;
  if (at) return `${markdown.slice(0, at.start)}${ended}${markdown.slice(at.end)}`;
  const body = markdown.trimEnd();
  return body ? `${body}\n\n${ended}` : ended;
};
