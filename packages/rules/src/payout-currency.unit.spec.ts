import { conversionFeeOf, PAYOUT_CURRENCY_TEXTS, walletCurrencyOf } from './payout-currency';

/** Intl puts a no-break space between a symbol and the number. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('payout currency', () => {
  it.each([
    ['Kenya', 'mpesa', 'KES'],
    ['Kenya', 'airtel', 'KES'],
    ['Ghana', 'momo', 'GHS'],
    ['Kenya', 'paypal', 'USD'],
    ['South Africa', 'tymebank', 'USD'],
    ['Gambia', 'momo', 'USD'],
  ] as const)('when the wallet is %s %s, then it is paid in %s', (country, provider, currency) => {
    expect(walletCurrencyOf(country, provider)).toBe(currency);
  });

  it('when a balance is converted, then the fee is 1.5% of the converted minor units, rounded half up', () => {
    expect(conversionFeeOf(1_000_000)).toBe(15_000);
    expect(conversionFeeOf(33)).toBe(0);
    expect(conversionFeeOf(34)).toBe(1);
  });

  it('when a payout converted dollars into shillings is shown, then it says what reached the wallet, from what, at which rate and for what fee', () => {
    const payout = {
      currency: 'KES' as const,
      amountMinor: 1_285_611,
      conversions: [{ from: 'USD' as const, amountMinor: 5_466, feeMinor: 10_605 }],
      rates: [{ to: 'KES' as const, value: '129.35' }],
    };
    expect(plain(PAYOUT_CURRENCY_TEXTS.payoutLine('paid', payout))).toBe(
      'Paid out KSh 12,856.11 (from $54.66 at 129.35, less KSh 106.05 conversion fee)',
    );
    expect(plain(PAYOUT_CURRENCY_TEXTS.payoutLine('paying', payout))).toMatch(
      /^Paying out KSh 12,856\.11 /,
    );
  });

  it('when a payout converted nothing, or crossed two currencies neither of them dollars, then it says so', () => {
    expect(
      PAYOUT_CURRENCY_TEXTS.payoutLine('paid', {
        currency: 'USD',
        amountMinor: 45_550,
        conversions: [],
        rates: [],
      }),
    ).toBe('Paid out $455.50');
    expect(
      plain(
        PAYOUT_CURRENCY_TEXTS.payoutLine('failed', {
          currency: 'KES',
          amountMinor: 100_000,
          conversions: [{ from: 'GHS', amountMinor: 12_000, feeMinor: 1_500 }],
          rates: [
            { to: 'GHS', value: '15.4' },
            { to: 'KES', value: '129.35' },
          ],
        }),
      ),
    ).toBe(
      'Payout failed: KSh 1,000.00 (from GH₵ 120.00 at 15.4 GHS and 129.35 KES to the US dollar, less KSh 15.00 conversion fee)',
    );
  });
});
