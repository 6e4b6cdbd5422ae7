import { message } from '@harambee/messages';
import type { Mail } from '../core/mailer';
import { mailLanguage, mailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';

export const REJECTION_SUBJECT = message('en', 'mail.rejection.subject');

/** The creator is told why, what to change, and where to edit and send the campaign back for review. */
export const rejectionMail = (
  creator: { name: string; email: string; language?: string },
  campaign: { title: string; editUrl: string },
  reason: string | undefined,
): Mail => {
  const { say } = mailWords(mailLanguage(creator.language));
  return moneyMail(
    creator.email,
    say('mail.rejection.subject'),
    [
      say('mail.hello', { name: creator.name }),
      say('mail.rejection.reviewed', { title: campaign.title }),
      reason ? say('mail.rejection.whatToChange', { reason }) : say('mail.rejection.askWhat'),
      say('mail.rejection.edit', { link: campaign.editUrl }),
    ],
    'notice',
  );
};
