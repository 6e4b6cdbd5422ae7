import { CAMPAIGN_CATEGORIES } from '@harambee/rules';
import { LANGUAGES } from '@harambee/messages';
import { categoryKey } from './category-keys';

describe('categoryKey', () => {
  it('names a category by its id, long or short', () => {
    expect(categoryKey('startup-capital')).toBe('category.startup-capital');
    expect(categoryKey('emergency-relief', 'short')).toBe('category.emergency-relief.short');
  });

  it('has no key for a value no category has', () => {
    expect(categoryKey('farming')).toBeUndefined();
  });

  it.each(['en', 'fr', 'sw'] as const)('finds every category in the %s catalogue', (code) => {
    const messages: Record<string, string> = LANGUAGES[code].messages;
    for (const category of CAMPAIGN_CATEGORIES)
      for (const form of ['long', 'short'] as const)
        expect(messages[categoryKey(category, form)!]).toEqual(expect.any(String));
  });

  it('keeps the English names people read today', () => {
    expect(LANGUAGES.en.messages['category.expansion']).toBe('Business Expansion');
    expect(LANGUAGES.fr.messages['category.expansion.short']).toBe('Développement');
  });
});
