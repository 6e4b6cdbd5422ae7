import { Resvg } from '@resvg/resvg-js';
import { type Language, message } from '@harambee/messages';
import type { CampaignListing } from '@harambee/query-api';
import { keptCents, progressPercentage } from '@harambee/read-models';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { localeOf, raisedOfGoal } from './campaign-page';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const PICTURE_WIDTH = 480;

const interFont = (weight: 400 | 700) => ({
  name: 'Inter',
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
});
let fonts: ReturnType<typeof interFont>[] | undefined;

type Node = {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
};
const box = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** The campaign's uploaded picture, cropped to the card's left side, as a data URL; none when it is elsewhere or unreadable. */
const pictureOf = async (campaign: CampaignListing, uploadsDir: string) => {
  if (/^https?:\/\//.test(campaign.image_path)) return undefined;
  try {
    const jpeg = await sharp(path.join(uploadsDir, path.basename(campaign.image_path)))
      .resize(PICTURE_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return undefined;
  }
};

/**
 * The link-preview card in a language: picture, title, raised of goal and a progress bar, 1200×630; and how to give
 * from any phone ("Dial *384*123# and enter 4KQ7PX") where the server offers USSD giving and the campaign has its code.
 */
export const renderCampaignPreview = async (
  campaign: CampaignListing,
  uploadsDir: string,
  language: Language,
  ussdCode?: string,
) => {
  fonts ??= [interFont(400), interFont(700)];
  const picture = await pictureOf(campaign, uploadsDir);
  const percent = progressPercentage(keptCents(campaign), campaign.goal_cents);
  const title = campaign.title.length > 90 ? `${campaign.title.slice(0, 87)}…` : campaign.title;
  const card = box(
    { width: '100%', height: '100%', background: '#fff7ed', fontFamily: 'Inter', color: '#1f2937' },
    [
      picture
        ? {
            type: 'img',
            props: {
              src: picture,
              width: PICTURE_WIDTH,
              height: PREVIEW_HEIGHT,
              style: { objectFit: 'cover' },
            },
          }
        : box({ width: PICTURE_WIDTH, height: PREVIEW_HEIGHT, background: '#c2410c' }),
      box(
        {
          flex: 1,
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '56px 56px 48px',
        },
        [
          box({ fontSize: 28, fontWeight: 700, color: '#c2410c' }, 'Harambee'),
          box(
            {
              fontSize: title.length > 50 ? 46 : 56,
              fontWeight: 700,
              lineHeight: 1.15,
              color: '#7c2d12',
            },
            title,
          ),
          box({ flexDirection: 'column' }, [
            box(
              { fontSize: 32, fontWeight: 700, marginBottom: 18 },
              raisedOfGoal(campaign, language),
            ),
            box({ width: '100%', height: 24, borderRadius: 12, background: '#fed7aa' }, [
              box({ width: `${percent}%`, height: 24, borderRadius: 12, background: '#c2410c' }),
            ]),
            box(
              { fontSize: 26, marginTop: 14, color: '#4b5563' },
              message(language, 'pages.preview.progress', {
                share: percent / 100,
                backers: campaign.donation_count.toLocaleString(localeOf(language)),
              }),
            ),
            ...(ussdCode && campaign.short_code
              ? [
                  box(
                    { fontSize: 26, marginTop: 10, fontWeight: 700, color: '#7c2d12' },
                    message(language, 'pages.preview.dialToGive', {
                      serviceCode: ussdCode,
                      code: campaign.short_code,
                    }),
                  ),
                ]
              : []),
          ]),
        ],
      ),
    ],
  );
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).render().asPng();
};
