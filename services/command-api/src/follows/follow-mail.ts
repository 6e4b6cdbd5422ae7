import { escapeHtml, type Mail } from '../core/mailer';

export type NewCampaignNews = {
  email: string;
  creatorName: string;
  campaignTitle: string;
  giveLink: string;
  unfollowLink: string;
};

/** One mail per new campaign of a creator the backer follows: a one-tap link to give, and one to stop these mails. */
export const newCampaignMail = (news: NewCampaignNews): Mail => ({
  to: news.email,
  kind: 'notice',
  subject: `${news.creatorName} has started a new campaign on Harambee`,
  text:
    `You asked to hear when ${news.creatorName} starts a new campaign. Here it is: ${news.campaignTitle}\n\n` +
    `Give again: ${news.giveLink}\n\n` +
    `Stop these mails about ${news.creatorName} with one click: ${news.unfollowLink}\n\nHarambee`,
  html:
    `<p>You asked to hear when ${escapeHtml(news.creatorName)} starts a new campaign. Here it is: ` +
    `<strong>${escapeHtml(news.campaignTitle)}</strong></p>` +
    `<p><a href="${escapeHtml(news.giveLink)}">Give again</a></p>` +
    `<p><a href="${escapeHtml(news.unfollowLink)}">Stop these mails about ${escapeHtml(news.creatorName)}</a></p>` +
    `<p>Harambee</p>`,
});
