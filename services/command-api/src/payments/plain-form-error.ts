import { AppError, languageOf } from '@harambee/platform';
import { inLanguage, say } from '@harambee/messages';
import type { Request, Response } from 'express';
import { escapeHtml } from '../core/mailer';
import { KEPT_FORM_TTL_MS } from './kept-forms';

/** The donate form's fields kept for the way back to the form, so nothing typed is lost. */
const KEPT_FIELDS = [
  'amount',
  'donorName',
  'anonymous',
  'email',
  'message',
  'keepPosted',
  'coverFees',
  'paymentMethod',
  'country',
  'mobileProvider',
  'phone',
] as const;

/** What the donor typed into the donate form, of the fields the form starts from again. */
export const keptFields = (posted: Record<string, unknown>) => {
  const kept: Record<string, string> = {};
  for (const name of KEPT_FIELDS) {
    const value = posted[name];
    if (typeof value === 'string' && value !== '') kept[name] = value;
  }
  return kept;
};

/** The donate page, starting from the form kept under `reference` (the address names no field of the donor's). */
export const backToFormPath = (campaignId: string, reference: string) =>
  `/donation/${encodeURIComponent(campaignId)}?kept=${encodeURIComponent(reference)}`;

/** What a donor whose scripts have not loaded sees when the gift cannot start: the reason and the way back. */
export const plainFormErrorPage = (message: string, backHref: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your gift could not start · Harambee</title></head>
<body>
<main>
<h1>Your gift could not start</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backHref)}">Back to the donation form</a> (what you typed is kept for ${KEPT_FORM_TTL_MS / 60_000} minutes)</p>
</main>
</body></html>`;

/** A refused plain form post: its reason in the reader's language, on the page that leads back to `backHref`. */
export const sendPlainFormError = (
  req: Request,
  res: Response,
  error: AppError,
  backHref: string,
) => {
  const language = languageOf(req);
  const reason = error.words ? say(language, error.words) : inLanguage(language, error.message);
  res
    .status(error.status)
    .vary('Accept-Language')
    .type('html')
    .send(plainFormErrorPage(reason, backHref));
};
