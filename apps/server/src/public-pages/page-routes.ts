import { handle } from '@harambee/platform';
import { logger } from '@harambee/database';
import { DEFAULT_LANGUAGE, type Language, message } from '@harambee/messages';
import { cookieValue, CURRENCY_COOKIE, donorMoneyChoice } from '@harambee/rules';
import { type Request, Router } from 'express';
import path from 'node:path';
import { loadAppShell } from './app-shell';
import { blogPostHead } from './blog-post-page';
import { campaignHead, campaignLedgerHead, donationHead, thankYouHead } from './campaign-page';
import { DeadlinePassed, withDeadline } from './deadline';
import {
  isBareLanguagePrefix,
  pathInLanguage,
  preferredLanguage,
  savedLanguage,
  splitLanguage,
} from './page-language';
import { type PageHead, renderHead } from './page-head';
import { type PageRenderer, renderRoot } from './page-renderer';
import type { PageReads } from './page-reads';
import { findPublicCampaign } from './public-campaign';
import { loadIslandsEntry, loadScreenScripts } from './screen-scripts';
import { isAppPage, notFoundHead, staticPublicPages } from './site-pages';

/**
 * What the server knows of a page before the app runs: its status, its head, and whether it is public (the same
 * for everyone, so the server renders it). A missing campaign is not: its owner may see it once signed in.
 */
type Page = {
  status: 200 | 404;
  head?: PageHead;
  public?: boolean;
  /** Rendered for whoever holds its address's key (a receipt's `k`): never stored, never sent on as a referrer. */
  secret?: boolean;
};

export type PageOptions = {
  reads: PageReads;
  webDist: string;
  publicUrl: () => string;
  deadlineMs: number;
  /** The web app's server build; without it the pages go out as the shell. */
  renderer?: PageRenderer;
  /** Where this server answers its own API (the rendered pages read it as the browser would). */
  apiOrigin?: () => string;
};

const CAMPAIGN = /^\/campaign\/([^/]+)\/?$/;
const CAMPAIGN_LEDGER = /^\/campaign\/([^/]+)\/ledger\/?$/;
const DONATION = /^\/donation\/([^/]+)\/?$/;
const THANK_YOU = /^\/donation\/([^/]+)\/thank-you\/?$/;
const BLOG_POST = /^\/blog\/([^/]+)\/?$/;
const RECEIPT = /^\/receipts\/[^/]+\/?$/;
const POST_ID = /^[\w-]{1,64}$/;

/** A page in a language, found by its English path. */
const pageAt = async (
  reads: PageReads,
  publicUrl: string,
  pathname: string,
  language: Language,
): Promise<Page> => {
  const notFound: Page = { status: 404, head: notFoundHead(pathname, language) };
  const campaignId = CAMPAIGN.exec(pathname)?.[1];
  if (campaignId) {
    const campaign = await findPublicCampaign(reads, campaignId);
    return campaign
      ? { status: 200, head: campaignHead(campaign, publicUrl, language), public: true }
      : notFound;
  }
  const ledgerOf = CAMPAIGN_LEDGER.exec(pathname)?.[1];
  if (ledgerOf) {
    const campaign = await findPublicCampaign(reads, ledgerOf);
    return campaign
      ? { status: 200, head: campaignLedgerHead(campaign, publicUrl, language), public: true }
      : notFound;
  }
  const donationId = DONATION.exec(pathname)?.[1];
  if (donationId) {
    const campaign = await findPublicCampaign(reads, donationId);
    return campaign
      ? { status: 200, head: donationHead(campaign, publicUrl, language), public: true }
      : notFound;
  }
  // Rendered with where the payment stands, so a donor without scripts is told (the page reloads itself meanwhile).
  const thankedFor = THANK_YOU.exec(pathname)?.[1];
  if (thankedFor) {
    const campaign = await findPublicCampaign(reads, thankedFor);
    // A campaign no longer listed may still have this payment: the app says where it stands.
    return campaign
      ? { status: 200, head: thankYouHead(campaign, publicUrl, language), public: true }
      : { status: 200 };
  }
  const postId = BLOG_POST.exec(pathname)?.[1];
  if (postId) {
    const post = POST_ID.test(postId) ? await reads.findBlogPost(postId) : undefined;
    return post ? { status: 200, head: blogPostHead(post), public: true } : notFound;
  }
  // Its key is checked by the API the render reads; a wrong one leaves the app to say the receipt is not found.
  if (RECEIPT.test(pathname)) return { status: 200, public: true, secret: true };
  const known = staticPublicPages(language).find(
    (page) => page.path === pathname || `${page.path}/` === pathname,
  );
  if (known) return { status: 200, head: known, public: true };
  return isAppPage(pathname) ? { status: 200 } : { ...notFound, public: true };
};

/** The address the app's router sees: the path and query asked for, on the public site. */
const pageUrl = (req: Request, publicUrl: string) => {
  const url = new URL(publicUrl);
  url.pathname = req.path;
  url.search = new URL(req.originalUrl, url).search;
  return url.toString();
};

/**
 * Where a request for `/` goes first: a saved choice (the switcher's cookie) wins, else the language the browser asks
 * for first; none for English, and for crawlers and link previews, which send no Accept-Language.
 */
const homeLanguageOf = (req: Request): Language | undefined => {
  const language =
    savedLanguage(req.get('cookie')) ?? preferredLanguage(req.get('accept-language'));
  return language === DEFAULT_LANGUAGE ? undefined : language;
};

/**
 * The currency and country the donate page's form is rendered with: the donor's remembered pick, else their browser's
 * languages, else the page's. Other pages are the same for everyone.
 */
const donorMoneyOf = (req: Request, englishPath: string, language: Language) =>
  DONATION.test(englishPath)
    ? donorMoneyChoice({
        remembered: cookieValue(req.get('cookie'), CURRENCY_COOKIE),
        acceptLanguage: req.get('accept-language'),
        pageLanguage: language,
      })
    : undefined;

/** The address with its query kept, at another path. */
const withQuery = (req: Request, pathname: string) =>
  `${pathname}${new URL(req.originalUrl, 'http://any').search}`;

/** The work's answer if it comes in time; else nothing, the work is told to stop and the reason is logged. */
const inTime = async <T>(
  ms: number,
  what: string,
  path: string,
  work: (signal: AbortSignal) => Promise<T>,
) => {
  const controller = new AbortController();
  try {
    return await withDeadline(work(controller.signal), ms);
  } catch (error) {
    controller.abort();
    if (error instanceof DeadlinePassed)
      logger.warn(`${what} not ready in time; the plain shell goes out`, { path });
    else logger.error(`${what} failed; the plain shell goes out`, { path, error: String(error) });
    return undefined;
  }
};

/**
 * Every path outside the API, uploads, sockets and the sandbox gets the app shell with its real status, and for
 * public pages a head filled in (title, description, canonical URL, Open Graph, Twitter card, JSON-LD) and the page
 * rendered by the web app with its data. Whatever fails or is not ready by the deadline is left out: the plain head,
 * the shell's boot screen, and the app renders the page in the browser.
 */
export const pageRoutes = ({
  reads,
  webDist,
  publicUrl,
  deadlineMs,
  renderer,
  apiOrigin,
}: PageOptions) => {
  const shell = loadAppShell(path.join(webDist, 'index.html'));
  const scriptsOf = loadScreenScripts(webDist);
  const islandsEntry = loadIslandsEntry(webDist);
  const router = Router();
  router.get(
    /^\/(?!api\/|uploads\/|socket\.io\/|sandbox\/).*/,
    handle(async (req, res) => {
      if (isBareLanguagePrefix(req.path)) {
        res.redirect(301, withQuery(req, `${req.path}/`));
        return;
      }
      if (req.path === '/') {
        // Only the home page follows the visitor's language: a shared link keeps its own.
        res.set('Vary', 'Accept-Language, Cookie');
        const language = homeLanguageOf(req);
        if (language) {
          res.redirect(302, withQuery(req, pathInLanguage('/', language)));
          return;
        }
      }
      const startedAt = Date.now();
      const { language, path: englishPath } = splitLanguage(req.path);
      // The app can still load and say what went wrong; a crawler gets the site's plain head.
      const page: Page = (await inTime(deadlineMs, 'page head', req.path, () =>
        pageAt(reads, publicUrl(), englishPath, language),
      )) ?? {
        status: 200,
      };
      const donorMoney = donorMoneyOf(req, englishPath, language);
      if (donorMoney) res.set('Vary', 'Accept-Language, Cookie');
      const rendered =
        page.public && renderer && apiOrigin
          ? await inTime(deadlineMs - (Date.now() - startedAt), 'page render', req.path, (signal) =>
              renderRoot(
                renderer,
                pageUrl(req, publicUrl()),
                { apiOrigin: apiOrigin(), signal, donorMoney },
                scriptsOf,
                islandsEntry,
              ),
            )
          : undefined;
      if (page.secret)
        res.set({
          'Cache-Control': 'private, no-store',
          'Referrer-Policy': 'no-referrer',
          'X-Robots-Tag': 'noindex',
        });
      else res.set('Cache-Control', 'no-cache');
      res
        .status(page.status)
        .type('html')
        .send(
          shell.render({
            head: page.head && renderHead(page.head, publicUrl(), language),
            language: language === DEFAULT_LANGUAGE ? undefined : language,
            noScript: message(language, 'pages.needsJavaScript'),
            loading: message(language, 'pages.loading'),
            ...rendered,
          }),
        );
    }),
  );
  return router;
};
