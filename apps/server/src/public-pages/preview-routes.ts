import { handle } from '@harambee/platform';
import { logger } from '@harambee/database';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@harambee/messages';
import type { CampaignListing } from '@harambee/query-api';
import { Router } from 'express';
import { mkdir, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { previewVersion } from './campaign-page';
import { DeadlinePassed, withDeadline } from './deadline';
import { renderCampaignPreview } from './preview-image';
import type { PageReads } from './page-reads';
import { findPublicCampaign } from './public-campaign';

export type PreviewOptions = {
  reads: Pick<PageReads, 'findCampaign'>;
  uploadsDir: string;
  cacheDir: string;
  deadlineMs: number;
  /** The code phones dial to give, where the server offers USSD giving: shown with the campaign's own code. */
  ussdCode?: string;
};

/** The start of a campaign's cached previews in a language: `{id}.` in English, `{id}-fr.` in French. */
const cacheName = (campaign: CampaignListing, language: Language) =>
  language === DEFAULT_LANGUAGE ? `${campaign.id}.` : `${campaign.id}-${language}.`;

/**
 * Each campaign's link-preview PNG in each language, rendered once per version and kept on disk; a campaign's older versions are
 * removed when a new one is written. Renders of the same version under way at once are shared.
 */
const previewCache = ({ uploadsDir, cacheDir, ussdCode }: PreviewOptions) => {
  const rendering = new Map<string, Promise<Buffer>>();
  const render = async (campaign: CampaignListing, language: Language, file: string) => {
    const png = await renderCampaignPreview(campaign, uploadsDir, language, ussdCode);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(`${file}.tmp`, png);
    await rename(`${file}.tmp`, file);
    const older = (await readdir(cacheDir)).filter(
      (name) =>
        name.startsWith(cacheName(campaign, language)) && path.join(cacheDir, name) !== file,
    );
    await Promise.all(
      older.map((name) => unlink(path.join(cacheDir, name)).catch(() => undefined)),
    );
    return png;
  };
  return async (campaign: CampaignListing, language: Language, version: string) => {
    const file = path.join(cacheDir, `${cacheName(campaign, language)}${version}.png`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return cached;
    let png = rendering.get(file);
    if (!png) {
      png = render(campaign, language, file).finally(() => rendering.delete(file));
      rendering.set(file, png);
    }
    return png;
  };
};

/**
 * GET /campaign/:id/preview.png, and /fr/… or /sw/… for the card in that language: immutable for a year when asked
 * for the current version (?v=), briefly otherwise.
 */
export const previewRoutes = (options: PreviewOptions) => {
  const router = Router();
  const pngFor = previewCache(options);
  router.get(
    /^(?:\/(\w+))?\/campaign\/([^/]+)\/preview\.png$/,
    handle(async (req, res, next) => {
      const prefix = req.params[0];
      const language = prefix ?? DEFAULT_LANGUAGE;
      if (!isLanguage(language) || prefix === DEFAULT_LANGUAGE) {
        next();
        return;
      }
      const campaign = await findPublicCampaign(options.reads, String(req.params[1]));
      if (!campaign) {
        res.status(404).type('text/plain').send('Campaign not found');
        return;
      }
      const version = previewVersion(campaign);
      try {
        const png = await withDeadline(pngFor(campaign, language, version), options.deadlineMs);
        res
          .type('png')
          .set(
            'Cache-Control',
            req.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          )
          .send(png);
      } catch (error) {
        if (!(error instanceof DeadlinePassed)) throw error;
        logger.warn('campaign preview image not ready in time', { campaignId: campaign.id });
        res
          .status(503)
          .set('Retry-After', '5')
          .type('text/plain')
          .send('Preview image is being prepared');
      }
    }),
  );
  return router;
};
