import { handle } from '@harambee/platform';
import { Router } from 'express';
import { paths } from '../../../web/src/config/paths';
import { campaignPath } from './campaign-page';
import { escapeHtml } from './escape';
import { absoluteUrl } from './page-head';
import type { PageReads } from './page-reads';
import { staticPublicPages } from './site-pages';

type Entry = { path: string; lastmod?: Date };

const sitemapXml = (publicUrl: string, entries: Entry[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    ),
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
        ...staticPublicPages.map(({ path }) => ({ path })),
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
