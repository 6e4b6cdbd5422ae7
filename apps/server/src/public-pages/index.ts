import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageReads } from './page-reads';
import { loadPageRenderer } from './page-renderer';
import { pageRoutes } from './page-routes';
import { previewRoutes } from './preview-routes';
import { sitemapRoutes } from './sitemap-routes';

export { serverBuildBeside } from './page-renderer';

export type PublicPagesOptions = {
  /** The read models, through the read-store port. */
  reads: PageReads;
  /** The built web app; without its index.html only the preview images, robots.txt and the sitemap are served. */
  webDist: string;
  uploadsDir: string;
  /** Where rendered preview images are kept between restarts. */
  cacheDir: string;
  publicUrl: () => string;
  /** The web app's server build (entry-server.cjs), which renders the public pages; without it they go out as the shell. */
  webRenderer?: string;
  /** Where this server answers its own API, for the pages it renders. */
  apiOrigin?: () => string;
  /** How long a page's head and rendering may take before the plain shell goes out. */
  deadlineMs?: number;
  /** A first preview takes longer (the renderer starts, the picture is read); crawlers wait that long, and a 503 says when to come back. */
  previewDeadlineMs?: number;
  /** The code phones dial to give, where the server offers USSD giving (shown on preview images). */
  ussdCode?: string;
};

/** Everything a visitor or a crawler gets outside /api: pages with real statuses and heads, previews, the sitemap, the app's files. */
export const publicPages = ({
  reads,
  webDist,
  uploadsDir,
  cacheDir,
  publicUrl,
  webRenderer,
  apiOrigin,
  deadlineMs = 2000,
  previewDeadlineMs = 8000,
  ussdCode,
}: PublicPagesOptions) => {
  const router = Router();
  router.use(
    previewRoutes({ reads, uploadsDir, cacheDir, deadlineMs: previewDeadlineMs, ussdCode }),
    sitemapRoutes({ reads, publicUrl }),
  );
  if (existsSync(path.join(webDist, 'index.html'))) {
    // The shell is only ever sent with its page's status and head, never as a file of its own.
    router.get('/index.html', (_req, res) => res.redirect(301, '/'));
    // Vite names these by their content: a new build gives new names, so they never change.
    router.use(
      '/static',
      express.static(path.join(webDist, 'static'), {
        index: false,
        maxAge: '365d',
        immutable: true,
        fallthrough: false,
      }),
    );
    router.use(express.static(webDist, { index: false, maxAge: '1h' }));
    router.use(
      pageRoutes({
        reads,
        webDist,
        publicUrl,
        deadlineMs,
        renderer: loadPageRenderer(webRenderer),
        apiOrigin,
      }),
    );
  }
  return router;
};
