import { dollars } from '@harambee/read-models';
import { type CampaignListing } from '@harambee/query-api';
import { createHash } from 'node:crypto';
import { absoluteUrl, type PageHead, SITE_NAME } from './page-head';
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
        campaign.amount_raised_cents,
        campaign.goal_cents,
        campaign.donation_count,
      ].join('\n'),
    )
    .digest('hex')
    .slice(0, 16);

export const previewImagePath = (campaign: CampaignListing) =>
  `${campaignPath(campaign)}/preview.png?v=${previewVersion(campaign)}`;

export const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: dollars(cents) % 1 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(dollars(cents));

export const raisedOfGoal = (campaign: CampaignListing) =>
  `${usd(campaign.amount_raised_cents)} raised of ${usd(campaign.goal_cents)}`;

const summary = (campaign: CampaignListing) =>
  shortened(`${raisedOfGoal(campaign)}. ${plainText(campaign.story)}`, 200);

/** The donate page: the campaign's preview, titled for giving; the campaign page is its canonical home. */
export const donationHead = (campaign: CampaignListing, publicUrl: string): PageHead => ({
  ...campaignHead(campaign, publicUrl),
  title: `Donate to ${campaign.title} | ${SITE_NAME}`,
  path: `/donation/${campaign.id}`,
});

/** A campaign's entries in the public ledger: the campaign's preview, titled for its books. */
export const campaignLedgerHead = (campaign: CampaignListing, publicUrl: string): PageHead => ({
  ...campaignHead(campaign, publicUrl),
  title: `Ledger of ${campaign.title} | ${SITE_NAME}`,
  description: `Every gift, refund, fee and payout of ${campaign.title}, in Harambee's public ledger.`,
  path: `${campaignPath(campaign)}/ledger`,
  jsonLd: undefined,
});

export const campaignHead = (campaign: CampaignListing, publicUrl: string): PageHead => {
  const url = absoluteUrl(publicUrl, campaignPath(campaign));
  const image = absoluteUrl(publicUrl, previewImagePath(campaign));
  return {
    title: `${campaign.title} | ${SITE_NAME}`,
    description: summary(campaign),
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
        value: dollars(campaign.amount_raised_cents),
        currency: 'USD',
      },
    },
  };
};
