import { type Mail, escapeHtml } from '../../core/mailer';

export const passwordResetMail = (name: string, email: string, link: string): Mail => ({
  to: email,
  kind: 'password-reset',
  subject: 'Reset your Harambee password',
  text: `Hello ${name},\n\nSomeone asked to reset the password of your Harambee account. To choose a new one, open:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this message: your password stays as it is.\n\nHarambee`,
  html: `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset the password of your Harambee account. To choose a new one, open:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>The link works once and expires in 1 hour. If it was not you, ignore this message: your password stays as it is.</p><p>Harambee</p>`,
});
