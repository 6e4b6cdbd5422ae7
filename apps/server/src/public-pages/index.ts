import type { Sql } from '@harambee/platform';
import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pageRoutes } from './page-routes';
import { previewRoutes } from './preview-routes';
import { sitemapRoutes } from './sitemap-routes';

export type PublicPagesOptions = {
  db: Sql;
  /** The built web app; without its index.html only the preview images, robots.txt and the sitemap are served. */
  webDist: string;
  uploadsDir: string;
  /** Where rendered preview images are kept between restarts. */
  cacheDir: string;
  publicUrl: () => string;
  /** How long a page's head or a preview image may take before the plain shell (or a 503) goes out. */
  deadlineMs?: number;
};

/** Everything a visitor or a crawler gets outside /api: pages with real statuses and heads, previews, the sitemap, the app's files. */
export const publicPages = ({
  db,
  webDist,
  uploadsDir,
  cacheDir,
  publicUrl,
  deadlineMs = 2000,
}: PublicPagesOptions) => {
  const router = Router();
  router.use(
    previewRoutes({ db, uploadsDir, cacheDir, deadlineMs }),
    sitemapRoutes({ db, publicUrl }),
  );
  if (existsSync(path.join(webDist, 'index.html'))) {
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
    router.use(pageRoutes({ db, webDist, publicUrl, deadlineMs }));
  }
  return router;
};
