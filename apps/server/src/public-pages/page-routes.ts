import { handle } from '@harambee/platform';
import { logger, type Sql } from '@harambee/database';
import { findBlogPost } from '@harambee/query-api';
import { Router } from 'express';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAppShell } from './app-shell';
import { blogPostHead } from './blog-post-page';
import { campaignArticle, campaignHead } from './campaign-page';
import { DeadlinePassed, withDeadline } from './deadline';
import { escapeHtml } from './escape';
import { type PageHead, renderHead } from './page-head';
import { findPublicCampaign } from './public-campaign';
import { isAppPage, notFoundHead, staticPublicPages } from './site-pages';

/** What the server knows of a page before the app runs: its status, its head, and maybe a plain rendering. */
type Page = { status: 200 | 404; head?: PageHead; root?: string };

export type PageOptions = { db: Sql; webDist: string; publicUrl: () => string; deadlineMs: number };

const CAMPAIGN = /^\/campaign\/([^/]+)\/?$/;
const BLOG_POST = /^\/blog\/([^/]+)\/?$/;
const POST_ID = /^[\w-]{1,64}$/;

const stylesheet = readFileSync(path.join(__dirname, 'public-page.css'));
const STYLESHEET_PATH = `/public-page.css?v=${createHash('sha256').update(stylesheet).digest('hex').slice(0, 12)}`;

const pageAt = async (db: Sql, publicUrl: string, pathname: string): Promise<Page> => {
  const campaignId = CAMPAIGN.exec(pathname)?.[1];
  if (campaignId) {
    const campaign = await findPublicCampaign(db, campaignId);
    if (!campaign) return { status: 404, head: notFoundHead(pathname) };
    return {
      status: 200,
      head: campaignHead(campaign, publicUrl),
      root: campaignArticle(campaign),
    };
  }
  const postId = BLOG_POST.exec(pathname)?.[1];
  if (postId) {
    const post = POST_ID.test(postId) ? await findBlogPost(db, postId) : undefined;
    if (!post) return { status: 404, head: notFoundHead(pathname) };
    return { status: 200, head: blogPostHead(post) };
  }
  const known = staticPublicPages.find(
    (page) => page.path === pathname || `${page.path}/` === pathname,
  );
  if (known) return { status: 200, head: known };
  return isAppPage(pathname) ? { status: 200 } : { status: 404, head: notFoundHead(pathname) };
};

/**
 * Every path outside the API, uploads, sockets and the sandbox gets the app shell with its real status, and for
 * public pages a head filled in (title, description, canonical URL, Open Graph, Twitter card, JSON-LD). When
 * that fails or takes longer than the deadline, the plain shell goes out instead.
 */
export const pageRoutes = ({ db, webDist, publicUrl, deadlineMs }: PageOptions) => {
  const shell = loadAppShell(path.join(webDist, 'index.html'));
  const router = Router();
  router.get('/public-page.css', (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=31536000, immutable').send(stylesheet);
  });
  router.get(
    /^\/(?!api\/|uploads\/|socket\.io\/|sandbox\/).*/,
    handle(async (req, res) => {
      let page: Page = { status: 200 };
      try {
        page = await withDeadline(pageAt(db, publicUrl(), req.path), deadlineMs);
      } catch (error) {
        // The app can still load and say what went wrong; a crawler gets the site's plain head.
        if (error instanceof DeadlinePassed)
          logger.warn('page head not ready in time; the plain shell goes out', { path: req.path });
        else
          logger.error('page head failed; the plain shell goes out', {
            path: req.path,
            error: String(error),
          });
      }
      const head =
        page.head &&
        [
          renderHead(page.head, publicUrl()),
          ...(page.root ? [`<link rel="stylesheet" href="${escapeHtml(STYLESHEET_PATH)}" />`] : []),
        ].join('\n    ');
      res
        .status(page.status)
        .set('Cache-Control', 'no-cache')
        .type('html')
        .send(shell.render({ head, root: page.root }));
    }),
  );
  return router;
};
