import { conversionFeeOf, walletCurrencyOf } from './payout-currency';

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
});
