import { dollars, progressPercentage } from '@harambee/read-models';
import { type CampaignListing, uploadPath } from '@harambee/query-api';
import { createHash } from 'node:crypto';
import { hasVariants, uploadSrcset } from '@harambee/rules';
import { escapeHtml } from './escape';
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

/** The article is at most 720 px wide with 16 px of padding each side. */
const PICTURE_SIZES = '(min-width: 752px) 688px, calc(100vw - 32px)';

/** The campaign's picture as the page's main image: sized before it arrives, fetched first, as WebP where taken. */
const mainPicture = (imagePath: string) => {
  const src = uploadPath(imagePath);
  const widths = (webp: boolean) =>
    hasVariants(src) ? ` srcset="${escapeHtml(uploadSrcset(src, webp))}" sizes="${PICTURE_SIZES}"` : '';
  const img = `<img class="public-page__picture" src="${escapeHtml(src)}"${widths(false)} width="1200" height="675" alt="" loading="eager" fetchpriority="high" decoding="async" />`;
  return hasVariants(src) ? `<picture><source type="image/webp"${widths(true)} />${img}</picture>` : img;
};

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The campaign's public facts as plain HTML inside the root element, for readers without JavaScript and
 * for crawlers; the app replaces it when it mounts. The story was sanitised when it was stored.
 */
export const campaignArticle = (campaign: CampaignListing) => {
  const percent = progressPercentage(campaign.amount_raised_cents, campaign.goal_cents);
  return `
      <article class="public-page">
        <h1>${escapeHtml(campaign.title)}</h1>
        ${mainPicture(campaign.image_path)}
        <p class="public-page__byline">By ${escapeHtml(campaign.creator_name ?? 'a Harambee creator')}</p>
        <p class="public-page__raised"><strong>${escapeHtml(raisedOfGoal(campaign))}</strong></p>
        <progress max="100" value="${percent}">${percent}%</progress>
        <ul class="public-page__facts">
          <li>${plural(campaign.donation_count, 'backer', 'backers')}</li>
          <li>${plural(campaign.days_remaining, 'day left', 'days left')}</li>
        </ul>
        <section class="public-page__story">${campaign.story}</section>
        <p><a href="/donate/${escapeHtml(campaign.id)}">Donate to this campaign</a></p>
      </article>
    `;
};
