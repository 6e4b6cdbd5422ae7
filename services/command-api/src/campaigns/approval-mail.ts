import { message } from '@harambee/messages';
import type { Mail } from '../core/mailer';
import { mailLanguage, mailWords, pathInLanguage } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';

export const APPROVAL_SUBJECT = message('en', 'mail.approval.subject');

/** The creator hears their campaign is live, where to see it, and the end date it keeps (chosen at submission). */
export const approvalMail = (
  creator: { name: string; email: string; language?: string },
  campaign: { id: string; title: string; endDate: string },
  publicUrl: string,
): Mail => {
  const language = mailLanguage(creator.language);
  const { say } = mailWords(language);
  const endDate = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(campaign.endDate),
  );
  const link = `${publicUrl}${pathInLanguage(language, `/campaign/${encodeURIComponent(campaign.id)}`)}`;
  return moneyMail(
    creator.email,
    say('mail.approval.subject'),
    [
      say('mail.hello', { name: creator.name }),
      say('mail.approval.approved', { title: campaign.title, endDate }),
      say('mail.approval.view', { link }),
      say('mail.approval.dashboard'),
    ],
    'notice',
  );
};
