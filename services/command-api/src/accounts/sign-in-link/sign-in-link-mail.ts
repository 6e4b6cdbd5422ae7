import { SIGN_IN_LINK_TTL_MS } from '@harambee/rules';
import { type Mail, escapeHtml } from '../../core/mailer';

const BEFORE_LINK = [
  'Someone has typed wrong passwords for your Harambee account several times, so signing in with a password is slowed down for a while.',
  'To sign in now, open this link:',
];
const AFTER_LINK = `The link works once and expires in ${SIGN_IN_LINK_TTL_MS / 60_000} minutes. If the wrong passwords were not yours, someone may be guessing: once you are in, choose a new password ("Forgot password?" on the sign-in page).`;

/** Mailed when wrong passwords start to hold an account back: a link that signs its owner in regardless. */
export const signInLinkMail = (name: string, email: string, link: string): Mail => ({
  to: email,
  subject: 'Sign in to Harambee with a one-time link',
  text: [`Hello ${name},`, ...BEFORE_LINK, link, AFTER_LINK, 'Harambee'].join('\n\n'),
  html: [
    `Hello ${escapeHtml(name)},`,
    ...BEFORE_LINK.map(escapeHtml),
    `<a href="${escapeHtml(link)}">Sign me in</a>`,
    escapeHtml(AFTER_LINK),
    'Harambee',
  ]
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join(''),
});
