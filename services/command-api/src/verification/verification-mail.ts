import { type Mail, escapeHtml as escape } from '../core/mailer';

export const verificationMail = (name: string, email: string, link: string): Mail => ({
  to: email,
  kind: 'verification',
  subject: 'Verify your email to launch your Harambee campaign',
  text: `Hello ${name},\n\nConfirm your email address to create your campaign:\n${link}\n\nThe link expires in 24 hours. If you did not ask for it, ignore this message.\n\nHarambee`,
  html: `<p>Hello ${escape(name)},</p><p>Confirm your email address to create your campaign:</p><p><a href="${escape(link)}">Verify my email</a></p><p>The link expires in 24 hours. If you did not ask for it, ignore this message.</p><p>Harambee</p>`,
});
