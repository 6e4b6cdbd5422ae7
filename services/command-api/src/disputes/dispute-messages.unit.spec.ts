import { moneyText } from './dispute-messages';

describe("an admin alert's amounts", () => {
  it('writes each currency by its own exponent, so CFA francs are not read as hundredths', () => {
    expect(moneyText(6_033, 'xaf')).toBe('FCFA\u00a06,033');
    expect(moneyText(2_500, 'usd')).toBe('$25.00');
    expect(moneyText(129_000, 'KES')).toBe('KSh\u00a01,290.00');
  });

  it('keeps a currency Harambee does not hold in minor units under its code', () => {
    expect(moneyText(1_250, 'zzz')).toBe('1250 ZZZ minor units');
  });
});
