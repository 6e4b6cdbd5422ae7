import { type Mail, type MailKind, escapeHtml as escape } from '../core/mailer';

/** A short plain mail and the same lines as HTML paragraphs. */
export const moneyMail = (to: string, subject: string, lines: string[], kind: MailKind): Mail => ({
  to,
  kind,
  subject,
  text: `${lines.join('\n\n')}\n\nHarambee`,
  html: `${lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p>Harambee</p>`,
});
