import { escapeHtml } from '../core/mailer';

/** The donate form's fields a plain form post carries back to the form, so nothing typed is lost. */
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

/** The donate page with what the donor typed: the form starts from these values. */
export const backToFormPath = (fields: Record<string, unknown>) => {
  const campaignId = typeof fields.campaignId === 'string' ? fields.campaignId : '';
  if (!campaignId) return '/';
  const kept = new URLSearchParams();
  for (const name of KEPT_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' && value !== '') kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept}` : '';
  return `/donation/${encodeURIComponent(campaignId)}${query}`;
};

/** What a donor whose scripts have not loaded sees when the gift cannot start: the reason and the way back. */
export const plainFormErrorPage = (message: string, backHref: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your gift could not start · Harambee</title></head>
<body>
<main>
<h1>Your gift could not start</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backHref)}">Back to the donation form</a> (what you typed is kept)</p>
</main>
</body></html>`;
