import {
  isBareLanguagePrefix,
  preferredLanguage,
  savedLanguage,
  splitLanguage,
} from './page-language';

describe("a visitor's language", () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,sw;q=0.5,fr;q=0.4', 'sw'],
    ['en-GB,fr;q=0.5', 'en'],
    ['fr;q=0,sw', 'sw'],
    ['*', undefined],
    ['de', undefined],
    [undefined, undefined],
  ])('Accept-Language %s asks first for %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it('reads the switcher cookie among others, and only a language Harambee speaks', () => {
    expect(savedLanguage('consent=1; lang=sw; theme=dark')).toBe('sw');
    expect(savedLanguage('lang=de')).toBeUndefined();
    expect(savedLanguage(undefined)).toBeUndefined();
  });

  it('finds the English page behind a language prefix, and the bare prefix', () => {
    expect(splitLanguage('/fr/campaign/1')).toEqual({ language: 'fr', path: '/campaign/1' });
    expect(splitLanguage('/sw/')).toEqual({ language: 'sw', path: '/' });
    expect(splitLanguage('/faq')).toEqual({ language: 'en', path: '/faq' });
    expect(isBareLanguagePrefix('/fr')).toBe(true);
    expect(isBareLanguagePrefix('/en')).toBe(false);
    expect(isBareLanguagePrefix('/fr/')).toBe(false);
  });
});
