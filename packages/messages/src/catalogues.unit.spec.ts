import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { message } from './format';
import { frenchTypography } from './french-typography';
import { BANNED_VARIANTS, bannedIn } from './glossary';
import { type Language, LANGUAGE_CODES, LANGUAGES } from './languages';

/** Words that stay the same in every language: brands, networks, names, formats. */
const ALLOWED = [
  'Harambee',
  'M-PESA',
  'MTN',
  'MoMo',
  'Visa',
  'American Express',
  'CVV',
  'MM/YY',
  'USD',
  'Mobile money',
  'mobile money',
];
/** The spec's own refusals for a goal, which write their amounts as it does ("at most $50000"). */
const SPEC_KEPT_AMOUNTS = ['create.rule.goalMin', 'create.rule.goalMax', 'create.rule.goalStep'];
/** Words only an English sentence uses. */
const ENGLISH_WORDS = /\b(the|please|your|you|enter|with|and|not|is|to|of|cannot|should)\b/i;

const argumentsOf = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    const own = 'value' in element ? [`${element.value}:${element.type}`] : [];
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : 'children' in element
          ? argumentsOf(element.children)
          : [];
    return [...own, ...nested];
  });
const argumentsIn = (text: string) => [...new Set(argumentsOf(parse(text)))].sort();
const withoutAllowed = (text: string) =>
  ALLOWED.reduce((rest, word) => rest.split(word).join(''), text);

const english = LANGUAGES.en.messages;
const others = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('the message catalogues', () => {
  it.each(LANGUAGE_CODES)('%s has every key of English and no other', (code) => {
    expect(Object.keys(LANGUAGES[code].messages).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGE_CODES)('%s holds each text in one area file only', (code) => {
    const folder = join(__dirname, '..', 'locales', code);
    const keys = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => Object.keys(JSON.parse(readFileSync(join(folder, file), 'utf8'))));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s has no empty message and each one parses as ICU', (code) => {
    for (const [key, text] of Object.entries(LANGUAGES[code].messages)) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect(() => parse(text)).not.toThrow();
    }
  });

  it.each(others)('%s uses the same ICU arguments as English in each message', (code) => {
    for (const [key, text] of Object.entries(LANGUAGES[code].messages))
      expect({ key, arguments: argumentsIn(text) }).toEqual({
        key,
        arguments: argumentsIn(english[key as keyof typeof english]),
      });
  });

  it.each(others)('%s leaves no English sentence untranslated', (code) => {
    for (const [key, text] of Object.entries(LANGUAGES[code].messages)) {
      const own = withoutAllowed(text);
      const untranslated =
        /\p{L}{3}/u.test(own) && own === withoutAllowed(english[key as keyof typeof english]);
      expect({ key, untranslated, english: ENGLISH_WORDS.test(own) }).toEqual({
        key,
        untranslated: false,
        english: false,
      });
    }
  });

  it.each(Object.keys(BANNED_VARIANTS) as Language[])(
    '%s writes each term with its glossary word, no banned variant (see locales/*/GLOSSARY.md)',
    (code) => {
      for (const [key, text] of Object.entries(LANGUAGES[code].messages))
        expect({ key, banned: bannedIn(code, text) }).toEqual({ key, banned: [] });
    },
  );

  it.each(LANGUAGE_CODES)(
    '%s writes a percentage through ICU, never a number argument glued to a % sign',
    (code) => {
      for (const [key, text] of Object.entries(LANGUAGES[code].messages))
        expect({ key, glued: /\}\s?%/.test(text) }).toEqual({ key, glued: false });
    },
  );

  it.each(LANGUAGE_CODES)(
    '%s writes no dollar amount by hand, only through an ICU currency argument (the spec keeps its goal refusals as they are)',
    (code) => {
      const handWritten = /\$\s?\d|\d[\s\u00a0\u202f]?\$/;
      for (const [key, text] of Object.entries(LANGUAGES[code].messages))
        if (!SPEC_KEPT_AMOUNTS.includes(key))
          expect({ key, handWritten: handWritten.test(text) }).toEqual({ key, handWritten: false });
    },
  );

  it('states the campaign rules and the stated terms through Intl in each language', () => {
    const terms = {
      goalMin: 100,
      goalMax: 50_000,
      daysMax: 20,
      investmentMin: 50,
      verifiedAbove: 10_000,
    };
    expect(message('en', 'legal.terms.campaigns.text', terms)).toContain(
      '1 to 20 days with goals between $100 and $50,000',
    );
    expect(message('fr', 'legal.terms.campaigns.text', terms)).toMatch(
      /entre 100[\u00a0\u202f]\$US et 50[\u00a0\u202f]000[\u00a0\u202f]\$US/,
    );
    expect(
      message('sw', 'faq.investors.returns.answer', { returnsFrom: 0.08, returnsTo: 0.25 }),
    ).toContain('faida ya 8%–25%');
  });

  it('says a funded share as Intl writes percentages in each language (a no-break space before % in French)', () => {
    expect(message('fr', 'campaign.funded', { share: 0.45 })).toMatch(
      /^45[\u00a0\u202f]% financé$/,
    );
    expect(message('en', 'campaign.funded', { share: 0.45 })).toBe('45% funded');
    expect(message('sw', 'campaign.funded', { share: 0.45 })).toBe('45% ya lengo');
  });

  // After adding French messages: `npx tsx packages/messages/src/set-french-typography.ts` sets them.
  it('sets every French message by the rules of French typography', () => {
    for (const [key, text] of Object.entries(LANGUAGES.fr.messages))
      expect({ key, text }).toEqual({ key, text: frenchTypography(text) });
  });

  it('tells a banned variant from the same word in another sense', () => {
    expect(bannedIn('fr', 'Lancez votre cagnotte')).toHaveLength(1);
    expect(bannedIn('fr', 'Lancez votre collecte')).toHaveLength(1);
    expect(bannedIn('fr', 'Les données que Harambee collecte')).toEqual([]);
    expect(bannedIn('fr', 'Message de soutien (facultatif)')).toEqual([]);
    expect(bannedIn('sw', 'Weka nywila mpya')).toHaveLength(1);
    expect(bannedIn('sw', 'Pesa hushikiliwa na mdhamini')).toHaveLength(1);
    expect(bannedIn('sw', 'Kumbukumbu zetu na za watoa huduma zinalingana')).toEqual([]);
  });

  it('tells an English sentence from its translation, and a missing argument', () => {
    expect(ENGLISH_WORDS.test('Please enter a valid card number.')).toBe(true);
    expect(ENGLISH_WORDS.test(LANGUAGES.sw.messages['card.numberInvalid'])).toBe(false);
    expect(argumentsIn('{count, plural, one {# gift} other {# gifts}} to {name}')).toEqual([
      'count:6',
      'name:1',
    ]);
  });
});
