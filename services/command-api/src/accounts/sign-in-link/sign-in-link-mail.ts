import { SIGN_IN_LINK_TTL_MS } from '@harambee/rules';
import { type Mail, escapeHtml } from '../../core/mailer';
import type { MailWords } from '../../mail/mail-language';

/** Mailed when wrong passwords start to hold an account back: a link that signs its owner in regardless. */
export const signInLinkMail = (
  name: string,
  email: string,
  link: string,
  { say }: MailWords,
): Mail => {
  const beforeLink = [say('mail.signInLink.why'), say('mail.signInLink.open')];
  const afterLink = say('mail.signInLink.after', { minutes: SIGN_IN_LINK_TTL_MS / 60_000 });
  return {
    to: email,
    subject: say('mail.signInLink.subject'),
    text: [say('mail.hello', { name }), ...beforeLink, link, afterLink, 'Harambee'].join('\n\n'),
    html: [
      escapeHtml(say('mail.hello', { name })),
      ...beforeLink.map(escapeHtml),
      `<a href="${escapeHtml(link)}">${escapeHtml(say('mail.signInLink.button'))}</a>`,
      escapeHtml(afterLink),
      'Harambee',
    ]
      .map((paragraph) => `<p>${paragraph}</p>`)
      .join(''),
  };
};
