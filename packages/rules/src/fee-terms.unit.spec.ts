import { LANGUAGES, type Language, message, type MessageKey } from '@harambee/messages';
import { FEE_RULES, feeTerms } from './fee-terms';

const languages = Object.keys(LANGUAGES) as Language[];

/** Every text that tells a person the fees before they decide: create page, home, FAQ, how it works, terms. */
const FEE_TEXTS: MessageKey[] = [
  'fees.whenFunded',
  'home.lead',
  'home.pointFees',
  'faq.entrepreneurs.cost.answer',
  'about.step.receive.text',
  'legal.terms.fees.text',
];

describe('the fee story', () => {
  it('when the fees are put in words, then each number is the rules’ own, in the language’s layout', () => {
    expect(feeTerms('en')).toEqual({
      platform: '5%',
      processing: '2.9% + $0.30 (Stripe), 3.9% (Paystack), or 3% (Flutterwave)',
      conversion: '1.5%',
    });
    expect(feeTerms('fr')).toEqual({
      platform: '5\u00a0%',
      processing:
        '2,9\u00a0% + 0,30\u00a0$US (Stripe), 3,9\u00a0% (Paystack) ou 3\u00a0% (Flutterwave)',
      conversion: '1,5\u00a0%',
    });
  });

  it.each(languages)(
    'when a fee text is written in %s, then it names the platform fee the rules charge, and the texts before a launch or a withdrawal name the processing and conversion fees too',
    (language) => {
      const terms = feeTerms(language);
      for (const key of FEE_TEXTS) expect(message(language, key, terms)).toContain(terms.platform);
      for (const key of [
        'fees.whenFunded',
        'faq.entrepreneurs.cost.answer',
        'about.step.receive.text',
        'legal.terms.fees.text',
      ] as const) {
        const text = message(language, key, terms);
        expect(text).toContain(terms.processing);
        expect(text).toContain(terms.conversion);
      }
    },
  );

  it('when a rule changes, then every fee text follows it', () => {
    const changed = {
      platformBasisPoints: 700,
      processing: { paystack: { basisPoints: 440, fixedCents: 0 } },
      conversionBasisPoints: 220,
    };
    for (const language of languages) {
      const before = feeTerms(language);
      const after = feeTerms(language, changed);
      const text = message(language, 'fees.whenFunded', after);
      expect(text).toContain(after.platform);
      expect(text).toContain(after.processing);
      expect(text).toContain(after.conversion);
      expect(text).not.toContain(before.platform);
      expect(text).not.toContain(before.conversion);
      expect(text).not.toContain('Stripe');
    }
    expect(feeTerms('en', changed)).toEqual({
      platform: '7%',
      processing: '4.4% (Paystack)',
      conversion: '2.2%',
    });
    expect(FEE_RULES.platformBasisPoints).toBe(500);
  });

  it('when any text of the catalogue speaks of fees, then it writes no percentage of its own', () => {
    const feeWord = { en: /\bfees?\b/i, fr: /\bfrais\b/i, sw: /\bada\b/i } as Record<
      string,
      RegExp
    >;
    const written = languages.flatMap((language) =>
      Object.entries(LANGUAGES[language].messages)
        .filter(
          ([, text]) =>
            feeWord[language]?.test(text) && /\d\s?%/.test(text.replace(/100\s?%/g, '')),
        )
        .map(([key]) => `${language} ${key}`),
    );
    expect(written).toEqual([]);
  });
});
