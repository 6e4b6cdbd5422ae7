import { conversionFeeOf, payoutLineParts, walletCurrencyOf } from './payout-currency';

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

  it('when a payout converted dollars into shillings, then its line has what reached the wallet, from what, at which rate and for what fee', () => {
    expect(
      payoutLineParts('paid', {
        currency: 'KES',
        amountMinor: 1_285_611,
        conversions: [{ from: 'USD', amountMinor: 5_466, feeMinor: 10_605 }],
        rates: [{ to: 'KES', value: '129.35' }],
      }),
    ).toEqual({
      step: 'paid',
      amount: { minor: 1_285_611, currency: 'KES' },
      conversions: [{ from: { minor: 5_466, currency: 'USD' }, rate: { value: '129.35' } }],
      fee: { minor: 10_605, currency: 'KES' },
    });
  });

  it('when a payout converted nothing, or crossed two currencies neither of them dollars, then its line says so', () => {
    expect(
      payoutLineParts('paid', { currency: 'USD', amountMinor: 45_550, conversions: [], rates: [] }),
    ).toEqual({
      step: 'paid',
      amount: { minor: 45_550, currency: 'USD' },
      conversions: [],
      fee: undefined,
    });
    const crossed = payoutLineParts('failed', {
      currency: 'KES',
      amountMinor: 100_000,
      conversions: [{ from: 'GHS', amountMinor: 12_000, feeMinor: 1_500 }],
      rates: [
        { to: 'GHS', value: '15.4' },
        { to: 'KES', value: '129.35' },
      ],
    });
    expect(crossed.conversions[0]!.rate).toEqual({
      from: { value: '15.4', currency: 'GHS' },
      to: { value: '129.35', currency: 'KES' },
    });
  });
});
