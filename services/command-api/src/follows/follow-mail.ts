import { FOLLOW_CONFIRMATION_DAYS } from '@harambee/rules';
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

/** The one mail an unconfirmed follow gets: a link its owner opens to start the news of the creator's campaigns. */
export const followConfirmationMail = (
  ask: { email: string; creatorName: string; link: string },
  { say }: MailWords,
): Mail => {
  const creatorName = ask.creatorName || say('mail.follow.aCreator');
  const beforeLink = [
    say('mail.followConfirm.asked', { creatorName }),
    say('mail.followConfirm.open'),
  ];
  const afterLink = say('mail.followConfirm.after', { days: FOLLOW_CONFIRMATION_DAYS });
  return {
    to: ask.email,
    kind: 'notice',
    subject: say('mail.followConfirm.subject', { creatorName }),
    text: [...beforeLink, ask.link, afterLink, 'Harambee'].join('\n\n'),
    html: [
      ...beforeLink.map(escapeHtml),
      `<a href="${escapeHtml(ask.link)}">${escapeHtml(say('mail.followConfirm.button'))}</a>`,
      escapeHtml(afterLink),
      'Harambee',
    ]
      .map((paragraph) => `<p>${paragraph}</p>`)
      .join(''),
  };
};
