/** Characters of plain text in rich-text HTML, counted as the server counts them (an entity is one). */
export function plainTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .trim().length;
}
