import { type Mail, escapeHtml as escape } from '../core/mailer';
import type { MailWords } from '../mail/mail-language';

export const verificationMail = (
  name: string,
  email: string,
  link: string,
  { say }: MailWords,
): Mail => {
  const [hello, confirm, after] = [
    say('mail.hello', { name }),
    say('mail.verification.confirm'),
    say('mail.verification.after'),
  ];
  return {
    to: email,
    kind: 'verification',
    subject: say('mail.verification.subject'),
    text: `${hello}\n\n${confirm}\n${link}\n\n${after}\n\nHarambee`,
    html: `<p>${escape(hello)}</p><p>${escape(confirm)}</p><p><a href="${escape(link)}">${escape(say('mail.verification.button'))}</a></p><p>${escape(after)}</p><p>Harambee</p>`,
  };
};
