/**
 * The generated first-admin password, boxed for the terminal. It goes to stdout once and never into a
 * log line, where it would be shipped and kept wherever the logs go.
 */
export const adminPasswordNotice = (email: string, password: string) => {
  const lines = [
    'First admin account created. Its password is shown only this once:',
    '',
    `  Email:    ${email}`,
    `  Password: ${password}`,
    '',
    'Write it down now: it is stored nowhere in clear.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return `\n${[rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n')}\n\n`;
};
