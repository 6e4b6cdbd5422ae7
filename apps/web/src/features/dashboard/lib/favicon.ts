const LOGO =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>' +
  '<rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M18 46V18h7v11h14V18h7v28h-7V35H25v11z" fill="#fff"/>';

/** The site icon with a red badge carrying the unread count (9+ above nine). */
export function badgedFavicon(count: number): string {
  const label = count > 9 ? '9+' : String(count);
  const badge =
    `<circle cx="46" cy="18" r="18" fill="#dc2626" stroke="#fff" stroke-width="3"/>` +
    `<text x="46" y="25" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="${label.length > 1 ? 17 : 21}" fill="#fff">${label}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${LOGO}${badge}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** "(3) Dashboard" while there are unread notifications. */
export const titleWithCount = (title: string, count: number) =>
  count > 0 ? `(${count}) ${title}` : title;
