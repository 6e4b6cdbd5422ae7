import { type Language, type MessageKey, message } from '@harambee/messages';
import { payoutLineParts, type PayoutShown } from '@harambee/rules';
import { payoutLine } from './payout-line';

/** Intl puts a no-break space between a symbol and the number, and French groups thousands with one. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const lineIn = (language: Language, step: 'paying' | 'paid' | 'failed', payout: PayoutShown) =>
  plain(
    payoutLine(
      payoutLineParts(step, payout),
      (key, values) => message(language, key as MessageKey, values),
      language,
    ),
  );

const shillings: PayoutShown = {
  currency: 'KES',
  amountMinor: 1_285_611,
  conversions: [{ from: 'USD', amountMinor: 5_466, feeMinor: 10_605 }],
  rates: [{ to: 'KES', value: '129.35' }],
};
const crossed: PayoutShown = {
  currency: 'KES',
  amountMinor: 100_000,
  conversions: [{ from: 'GHS', amountMinor: 12_000, feeMinor: 1_500 }],
  rates: [
    { to: 'GHS', value: '15.4' },
    { to: 'KES', value: '129.35' },
  ],
};
const dollars: PayoutShown = { currency: 'USD', amountMinor: 45_550, conversions: [], rates: [] };

describe('the payout line', () => {
  it('when the page is English, then it reads as it always has', () => {
    expect(lineIn('en', 'paid', shillings)).toBe(
      'Paid out KSh 12,856.11 (from $54.66 at 129.35, less KSh 106.05 conversion fee)',
    );
    expect(lineIn('en', 'paying', shillings)).toMatch(/^Paying out KSh 12,856\.11 \(/);
    expect(lineIn('en', 'paid', dollars)).toBe('Paid out $455.50');
    expect(lineIn('en', 'failed', crossed)).toBe(
      'Payout failed: KSh 1,000.00 (from GH₵ 120.00 at 15.4 GHS and 129.35 KES to the US dollar, less KSh 15.00 conversion fee)',
    );
  });

  it('when the page is French, then its words, amounts and rates are French', () => {
    expect(lineIn('fr', 'paid', shillings)).toBe(
      'Versé : 12 856,11 KSh (depuis 54,66 $US au taux de 129,35, moins 106,05 KSh de frais de conversion)',
    );
    expect(lineIn('fr', 'paid', dollars)).toBe('Versé : 455,50 $US');
    expect(lineIn('fr', 'failed', crossed)).toBe(
      'Échec du versement : 1 000,00 KSh (depuis 120,00 GH₵ au taux de 15,4 GHS et 129,35 KES pour un dollar US, moins 15,00 KSh de frais de conversion)',
    );
  });

  it('when the page is Swahili, then its words are Swahili', () => {
    expect(lineIn('sw', 'paid', shillings)).toBe(
      'Imelipwa: KSh 12,856.11 (kutoka US$ 54.66 kwa kiwango cha 129.35, ukiondoa KSh 106.05 ya ada ya kubadilisha fedha)',
    );
    expect(lineIn('sw', 'paying', dollars)).toBe('Inalipwa: US$ 455.50');
  });
});
