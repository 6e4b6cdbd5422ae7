/**
 * The texts each island formats, as keys or key prefixes (ending in a dot): the server sends an islands page only
 * these, parsed, in the page's language (the whole catalogue stays with the app).
 */
export const ISLAND_TEXTS = {
  'account-actions': ['header.', 'language.switcher.'],
  'logout-dialog': ['logout.', 'dialog.'],
  'footer-language-switcher': ['language.switcher.'],
  'funded-counter': ['home.funded', 'home.launched'],
  'campaign-showcase': ['campaign.', 'category.', 'search.showMore'],
  'scrolled-past-action': [],
  'cookie-consent': ['cookies.', 'footer.cookiePreferences', 'dialog.'],
  'cookie-preferences-button': ['footer.cookiePreferences'],
  'campaign-summary': ['campaign.', 'home.promoDonate'],
  'campaign-story': ['campaign.story', 'campaign.readMore', 'campaign.showLess'],
  'campaign-share': ['share.'],
  'campaign-activity': ['campaign.', 'feedback.'],
  'faq-accordion': ['faq.', 'mobileMoney.'],
  'contact-form': ['contact.', 'form.emailInvalid', 'dialog.', 'feedback.'],
  'ledger-entries': ['ledger.'],
  'campaign-search': ['search.', 'campaign.', 'category.', 'pagination.', 'feedback.'],
  'receipt-ledger': ['receipt.ledger.', 'receipt.verify.', 'ledger.kind', 'feedback.'],
  'receipt-print': ['receipt.print'],
} as const satisfies Record<string, readonly string[]>;

export type IslandName = keyof typeof ISLAND_TEXTS;

/** Where an islands page carries, as JSON, its language and its islands' parsed texts. */
export const ISLAND_TEXTS_ELEMENT_ID = 'island-texts';

/** `renderedOn`: the UTC day the server rendered the page (dates read as the server's until an island is live). */
export type IslandPageTexts = {
  language: string;
  messages: Record<string, unknown>;
  renderedOn?: number;
};

/** The catalogue's keys the rendered islands format. */
export const islandTextKeys = (catalogue: readonly string[], islands: Iterable<IslandName>) => {
  const wanted: readonly string[] = [...islands].flatMap((name) => ISLAND_TEXTS[name]);
  return catalogue.filter((key) =>
    wanted.some((text) => (text.endsWith('.') ? key.startsWith(text) : key === text)),
  );
};
