import type { BrowserContext, Response } from 'playwright-core';

/**
 * The body of a script a page fetched. A worker's script is gone with its worker once that is done (the islands'
 * Intl warm-up ends so), so it is asked of the server again: the phone downloaded it all the same.
 */
export const scriptBody = (response: Response, context: BrowserContext) =>
  response.body().catch(() => context.request.get(response.url()).then((again) => again.body()));
