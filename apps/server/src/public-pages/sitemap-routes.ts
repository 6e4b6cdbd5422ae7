import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@harambee/messages';
import { handle } from '@harambee/platform';
import { Router } from 'express';
import { paths } from '../../../web/src/config/paths';
import { campaignPath } from './campaign-page';
import { escapeHtml } from './escape';
import { absoluteUrl } from './page-head';
import type { PageReads } from './page-reads';
import { pathInLanguage } from './page-language';
import { staticPublicPages } from './site-pages';

type Entry = { path: string; lastmod?: Date };

const link = (hreflang: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;

/** Each page in every language, each address naming all of them (and English as x-default). */
const urlsOf = (publicUrl: string, { path, lastmod }: Entry) => {
  const at = (language: (typeof LANGUAGE_CODES)[number]) =>
    absoluteUrl(publicUrl, pathInLanguage(path, language));
  const alternates = [
    ...LANGUAGE_CODES.map((language) => link(language, at(language))),
    link('x-default', at(DEFAULT_LANGUAGE)),
  ].join('');
  return LANGUAGE_CODES.map(
    (language) =>
      `  <url><loc>${escapeHtml(at(language))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`,
  );
};

const sitemapXml = (publicUrl: string, entries: Entry[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) => urlsOf(publicUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');

/** robots.txt and sitemap.xml: the public pages, approved campaigns and blog posts; nothing about people. */
export const sitemapRoutes = ({
  reads,
  publicUrl,
}: {
  reads: Pick<PageReads, 'listApproved' | 'listBlogPosts'>;
  publicUrl: () => string;
}) => {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /admin\nDisallow: /dashboard\nDisallow: /wallet\n\nSitemap: ${absoluteUrl(publicUrl(), '/sitemap.xml')}\n`,
      );
  });
  router.get(
    '/sitemap.xml',
    handle(async (_req, res) => {
      const [campaigns, posts] = await Promise.all([reads.listApproved(), reads.listBlogPosts()]);
      const entries: Entry[] = [
        ...staticPublicPages(DEFAULT_LANGUAGE).map(({ path }) => ({ path })),
        ...campaigns.map((campaign) => ({
          path: campaignPath(campaign),
          lastmod: campaign.updated_at,
        })),
        ...posts.map((post) => ({
          path: paths.blogPost.getHref(post.id),
          lastmod: post.updated_at,
        })),
      ];
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=600')
        .send(sitemapXml(publicUrl(), entries));
    }),
  );
  return router;
};
