/**
 * Run beside an islands page, on a thread of its own: the browser's first use of Intl in a page's process loads its
 * locale tables (a quarter of a second of one task on a slow phone); once they are loaded here, the islands' first
 * use of them on the page finds them ready. Answers the page's language when done.
 */
self.onmessage = ({ data: language }: MessageEvent<string>) => {
  Intl.NumberFormat.supportedLocalesOf(language);
  Intl.DateTimeFormat.supportedLocalesOf(language);
  new Intl.NumberFormat(language).format(1);
  new Intl.NumberFormat(language, { style: 'percent' }).format(1);
  new Intl.NumberFormat(language, { style: 'currency', currency: 'KES' }).format(1);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(0);
  new Intl.PluralRules(language).select(1);
  new Intl.RelativeTimeFormat(language).format(-1, 'day');
  self.postMessage(language);
};
