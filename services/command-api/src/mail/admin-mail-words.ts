import { type EmailClaims } from '../accounts/email-claim';
import { findAccountByEmail } from '../accounts/find-account';
import { mailLanguage, mailWords } from './mail-language';

/** The admins' mails go to ADMIN_EMAIL, written in the language saved on the admin account there (else English). */
export const adminMailWords = async (deps: EmailClaims & { config: { adminEmail: string } }) =>
  mailWords(mailLanguage((await findAccountByEmail(deps, deps.config.adminEmail))?.language));
