import { escapeHtml, type Mail } from '../core/mailer';
import type { MailWords } from '../mail/mail-language';

export type NewCampaignNews = {
  email: string;
  /** Empty once the creator's name was erased. */
  creatorName: string;
  campaignTitle: string;
  giveLink: string;
  unfollowLink: string;
};

/** One mail per new campaign of a creator the backer follows: a one-tap link to give, and one to stop these mails. */
export const newCampaignMail = (news: NewCampaignNews, { say }: MailWords): Mail => {
  const creatorName = news.creatorName || say('mail.follow.aCreator');
  const intro = say('mail.follow.intro', { creatorName });
  return {
    to: news.email,
    kind: 'notice',
    subject: say('mail.follow.subject', { creatorName }),
    text:
      `${intro} ${news.campaignTitle}\n\n` +
      `${say('mail.follow.giveText', { link: news.giveLink })}\n\n` +
      `${say('mail.follow.stopText', { creatorName, link: news.unfollowLink })}\n\nHarambee`,
    html:
      `<p>${escapeHtml(intro)} <strong>${escapeHtml(news.campaignTitle)}</strong></p>` +
      `<p><a href="${escapeHtml(news.giveLink)}">${escapeHtml(say('mail.follow.give'))}</a></p>` +
      `<p><a href="${escapeHtml(news.unfollowLink)}">${escapeHtml(say('mail.follow.stop', { creatorName }))}</a></p>` +
      `<p>Harambee</p>`,
  };
};
