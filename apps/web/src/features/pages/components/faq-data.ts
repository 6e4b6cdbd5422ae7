/** A question's texts are the catalogue's `faq.<category>.<item>.question` and `….answer`. */
export type FaqCategory = { id: string; items: string[] };

export const faqCategories: FaqCategory[] = [
  { id: 'general', items: ['what', 'meaning', 'countries', 'hours'] },
  { id: 'entrepreneurs', items: ['who', 'cost', 'length', 'review', 'withdraw'] },
  { id: 'investors', items: ['abroad', 'minimum', 'returns', 'protection'] },
  { id: 'legal', items: ['law', 'age', 'data'] },
  { id: 'technical', items: ['password', 'declined', 'cookies'] },
];

/** The answer followed by where mobile money is taken, listed from the routing table. */
export const FAQ_WITH_PLACES = 'faq.general.countries';
