/** The heading of bench/RESULTS.md's per-route first-visit script table (issue 46, `npm run bench:scripts`). */
export const FIRST_VISIT_HEADING = '## First-visit script per public route (issue 46)';
/** The heading of bench/RESULTS.md's CPU-per-gift table (issue 47, `npm run bench:profile`). */
export const CPU_HEADING = '## CPU per gift, by part (issue 47)';

/** The heading of bench/RESULTS.md's replay figures (issue 47, `npm run bench:replay`, written from its last line). */
export const REPLAY_HEADING = '## Replay (`npm run bench:replay`, issue 47)';

/** Sections other commands write into RESULTS.md, which a whole `npm run bench` keeps. */
export const KEPT_HEADINGS = [CPU_HEADING, FIRST_VISIT_HEADING, REPLAY_HEADING] as const;

const sectionAt = (markdown: string, heading: string) => {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return undefined;
  const next = markdown.indexOf('\n## ', start + heading.length + 1);
  return { start: start + 1, end: next < 0 ? markdown.length : next + 1 };
};

/** The section under `heading` (the first-visit one by default) of a results file, if it has one. */
export const sectionOf = (markdown: string, heading: string = FIRST_VISIT_HEADING) => {
  const at = sectionAt(markdown, heading);
  return at && markdown.slice(at.start, at.end);
};

/** The results file with `section` in place of its section under `heading`, or after everything else. */
export const withSection = (
  markdown: string,
  section: string,
  heading: string = FIRST_VISIT_HEADING,
) => {
  const at = sectionAt(markdown, heading);
  const ended = section.endsWith('\n') ? section : `${section}\n`;
  if (at) return `${markdown.slice(0, at.start)}${ended}${markdown.slice(at.end)}`;
  const body = markdown.trimEnd();
  return body ? `${body}\n\n${ended}` : ended;
};
