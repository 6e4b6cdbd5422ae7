import { AppError, languageOf } from '@harambee/platform';
import { type Language, message, say } from '@harambee/messages';
import type { Request, Response } from 'express';
import { escapeHtml } from '../core/mailer';
import { KEPT_FORM_TTL_MS } from './kept-forms';

/** The donate form's fields kept for the way back to the form, so nothing typed is lost. */
const KEPT_FIELDS = [
  'amount',
  'currency',
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

/** What a donor whose scripts have not loaded sees when the gift cannot start, in their language: the reason and the way back. */
const plainFormErrorPage = (language: Language, reason: string, backHref: string) => {
  const title = escapeHtml(message(language, 'pages.giftNotStarted.title'));
  const back = escapeHtml(message(language, 'pages.giftNotStarted.back'));
  const kept = escapeHtml(
    message(language, 'pages.giftNotStarted.kept', { minutes: KEPT_FORM_TTL_MS / 60_000 }),
  );
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Harambee</title></head>
<body>
<main>
<h1>${title}</h1>
<p role="alert">${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(backHref)}">${back}</a> ${kept}</p>
</main>
</body></html>`;
};

/** A refused plain form post: its reason in the reader's language, on the page that leads back to `backHref`. */
export const sendPlainFormError = (
  req: Request,
  res: Response,
  error: AppError,
  backHref: string,
) => {
  const language = languageOf(req);
  const reason = say(language, error.words);
  res
    .status(error.status)
    .vary('Accept-Language')
    .set('Content-Language', language)
    .type('html')
    .send(plainFormErrorPage(language, reason, backHref));
};
