import { type Mail, escapeHtml } from '../../core/mailer';
import type { MailWords } from '../../mail/mail-language';

export const passwordResetMail = (
  name: string,
  email: string,
  link: string,
  { say }: MailWords,
): Mail => {
  const [hello, asked, after] = [
    say('mail.hello', { name }),
    say('mail.passwordReset.asked'),
    say('mail.passwordReset.after'),
  ];
  return {
    to: email,
    kind: 'password-reset',
    subject: say('mail.passwordReset.subject'),
    text: `${hello}\n\n${asked}\n${link}\n\n${after}\n\nHarambee`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(say('mail.passwordReset.button'))}</a></p><p>${escapeHtml(after)}</p><p>Harambee</p>`,
  };
};
