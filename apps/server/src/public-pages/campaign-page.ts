import { dollars, keptCents } from '@harambee/read-models';
import { type Language, message } from '@harambee/messages';
import { type CampaignListing } from '@harambee/query-api';
import { majorWithSymbol } from '@harambee/rules';
import { createHash } from 'node:crypto';
import { absoluteUrl, type PageHead, SITE_NAME } from './page-head';
import { pathInLanguage } from './page-language';
import { plainText, shortened } from './text';

export const campaignPath = (campaign: CampaignListing) => `/campaign/${campaign.id}`;

/** Changes whenever what the preview image shows changes: a donation, an edit. */
export const previewVersion = (campaign: CampaignListing) =>
  createHash('sha256')
    .update(
      [
        campaign.updated_at.toISOString(),
        campaign.title,
        campaign.image_path,
        keptCents(campaign),
        campaign.goal_cents,
        campaign.donation_count,
        campaign.short_code ?? '',
      ].join('\n'),
    )
    .digest('hex')
    .slice(0, 16);

/** The preview card in the page's language, at the page's own address under the language's prefix. */
export const previewImagePath = (campaign: CampaignListing, language: Language) =>
  `${pathInLanguage(campaignPath(campaign), language)}/preview.png?v=${previewVersion(campaign)}`;

/** Numbers as the language writes them; English as en-US, as the pages always did. */
export const localeOf = (language: Language) => (language === 'en' ? 'en-US' : language);

/** Dollars as every page writes them, whole dollars without cents ("$1,250", "1 250 $US"). */
export const usd = (cents: number, language: Language) =>
  majorWithSymbol(dollars(cents), 'USD', cents % 100 ? 2 : 0, localeOf(language));

export const raisedOfGoal = (campaign: CampaignListing, language: Language) =>
  message(language, 'pages.campaign.raisedOfGoal', {
    raised: usd(keptCents(campaign), language),
    goal: usd(campaign.goal_cents, language),
  });

const summary = (campaign: CampaignListing, language: Language) =>
  shortened(`${raisedOfGoal(campaign, language)}. ${plainText(campaign.story)}`, 200);

/** The donate page: the campaign's preview, titled for giving; the campaign page is its canonical home. */
export const donationHead = (
  campaign: CampaignListing,
  publicUrl: string,
  language: Language,
): PageHead => ({
  ...campaignHead(campaign, publicUrl, language),
  title: `${message(language, 'pages.donation.title', { title: campaign.title })} | ${SITE_NAME}`,
  path: `/donation/${campaign.id}`,
});

/**
 * Where a payment returns, and waits: the donate page's preview, titled as the app titles it; its canonical home is the
 * donate page (one donor's payment is no page to find).
 */
export const thankYouHead = (
  campaign: CampaignListing,
  publicUrl: string,
  language: Language,
): PageHead => ({
  ...donationHead(campaign, publicUrl, language),
  title: `${message(language, 'giving.thankYou.title')} | ${SITE_NAME}`,
});

/** A campaign's entries in the public ledger: the campaign's preview, titled for its books. */
export const campaignLedgerHead = (
  campaign: CampaignListing,
  publicUrl: string,
  language: Language,
): PageHead => ({
  ...campaignHead(campaign, publicUrl, language),
  title: `${message(language, 'pages.campaignLedger.title', { title: campaign.title })} | ${SITE_NAME}`,
  description: message(language, 'pages.campaignLedger.description', { title: campaign.title }),
  path: `${campaignPath(campaign)}/ledger`,
  jsonLd: undefined,
});

export const campaignHead = (
  campaign: CampaignListing,
  publicUrl: string,
  language: Language,
): PageHead => {
  const url = absoluteUrl(publicUrl, pathInLanguage(campaignPath(campaign), language));
  const image = absoluteUrl(publicUrl, previewImagePath(campaign, language));
  return {
    title: `${campaign.title} | ${SITE_NAME}`,
    description: summary(campaign, language),
    path: campaignPath(campaign),
    image,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DonateAction',
      name: campaign.title,
      description: shortened(plainText(campaign.story), 500),
      url,
      image,
      startTime: campaign.created_at.toISOString(),
      endTime: campaign.end_date.toISOString(),
      recipient: { '@type': 'Person', name: campaign.creator_name ?? '' },
      price: dollars(campaign.goal_cents),
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'PriceSpecification',
        price: dollars(campaign.goal_cents),
        priceCurrency: 'USD',
        name: 'Goal',
      },
      result: {
        '@type': 'MonetaryAmount',
        name: 'Raised',
        value: dollars(keptCents(campaign)),
        currency: 'USD',
      },
    },
  };
};
