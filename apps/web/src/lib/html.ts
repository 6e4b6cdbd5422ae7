const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decode = (entity: string) => {
  const name = entity.toLowerCase();
  if (!name.startsWith('#')) return NAMED[name] ?? '';
  const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
};

/**
 * Plain text of server-sanitised HTML (its text escapes `&`, `<`, `>` and quotes, so no `>` hides in a tag).
 * Pure string work, so the server's render and the browser's read the same.
 */
export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  return html
    .replace(BLOCK_END, '$& ')
    .replace(TAG, '')
    .replace(ENTITY, (_, entity: string) => decode(entity))
    .replace(/\s+/g, ' ')
    .trim();
}
