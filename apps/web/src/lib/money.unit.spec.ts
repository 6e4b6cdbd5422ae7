import { approximately, localAmount, publishedRate } from './money';

const rates = {
  base: 'USD' as const,
  rates: { KES: '129.20', XOF: '602', XAF: '602', TZS: '2610.25', UGX: '3700', NGN: '1500' },
  asOf: null,
  source: 'demo rates',
};
const narrow = (text: string | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ');

describe('dollar amounts in the donor’s own money', () => {
  it('when a Kenyan visitor sees $1,240 raised, then it reads about 160,208 shillings at the quoted rate', () => {
    expect(narrow(approximately(1240, { currency: 'KES', country: 'KE' }, rates, 'en'))).toBe(
      'KSh 160,208',
    );
  });

  it('when a donor in Côte d’Ivoire reads a French page, then $10 reads 6 020 F CFA, whole francs', () => {
    expect(narrow(approximately(10, { currency: 'XOF', country: 'CI' }, rates, 'fr'))).toBe(
      '6 020 F CFA',
    );
    expect(narrow(approximately(10, { currency: 'XAF', country: 'CM' }, rates, 'fr'))).toBe(
      '6 020 FCFA',
    );
  });

  it('when a Tanzanian reads English or Swahili, then $10 reads TSh 26,103 in whole shillings', () => {
    const tanzania = { currency: 'TZS', country: 'TZ' } as const;
    expect(narrow(approximately(10, tanzania, rates, 'sw'))).toBe('TSh 26,103');
    expect(narrow(approximately(10, tanzania, rates, 'en'))).toBe('TSh 26,103');
  });

  it('when the page’s language has no sign of its own for the money, then the currency’s own sign stands', () => {
    expect(narrow(localAmount(26100, { currency: 'UGX', country: 'UG' }, 'fr'))).toBe('26 100 USh');
    expect(localAmount(500, { currency: 'NGN', country: '' }, 'en')).toBe('₦500');
  });

  it('when the visitor counts in dollars, or there is no rate, then nothing more is shown', () => {
    expect(approximately(1240, { currency: 'USD', country: '' }, rates, 'en')).toBeUndefined();
    expect(approximately(1240, { currency: 'GHS', country: 'GH' }, rates, 'en')).toBeUndefined();
  });
});

describe('a published exchange rate', () => {
  it('when the page is in English, then the rate reads exactly as published', () => {
    expect(publishedRate('129.20')).toBe('129.20');
    expect(publishedRate('3700')).toBe('3700');
  });

  it('when the page is in French or Swahili, then the rate is written their way, every published decimal kept', () => {
    expect(publishedRate('129.20', 'fr')).toBe('129,20');
    expect(publishedRate('3700.5', 'fr')).toBe('3700,5');
    expect(publishedRate('0.92345678', 'sw')).toBe('0.92345678');
  });
});
