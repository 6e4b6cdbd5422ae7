import { say } from '@harambee/messages';
import {
  chargedShare,
  chargedPart,
  paidAmountText,
  namedMoneyText,
  moneyWithSymbol,
  creditedPart,
  convertMinor,
  fromMinorUnits,
  toMinorUnits,
} from './currency';

describe('amounts in minor units', () => {
  it('when an amount is typed in major units, then it is read as integer minor units without rounding', () => {
    expect(toMinorUnits('1,240.5', 'KES')).toEqual({ ok: true, minor: 124050 });
    expect(toMinorUnits('25', 'USD')).toEqual({ ok: true, minor: 2500 });
    expect(toMinorUnits('0.1', 'USD')).toEqual({ ok: true, minor: 10 });
    expect(toMinorUnits(19.99, 'USD')).toEqual({ ok: true, minor: 1999 });
  });

  it('when an amount has more decimals than its currency, or is not a number, then it is refused with the rule', () => {
    const tooPrecise = toMinorUnits('10.005', 'USD');
    expect(!tooPrecise.ok && say('en', tooPrecise.words)).toBe(
      'An amount in USD has at most 2 decimal places.',
    );
    expect(toMinorUnits('-5', 'KES').ok).toBe(false);
    expect(toMinorUnits('1e3', 'KES').ok).toBe(false);
  });
});

describe('conversion at a quoted rate', () => {
  const kes = { from: 'USD', to: 'KES', value: '129.35' } as const;

  it('when dollars are converted to shillings and back, then integer arithmetic gives the exact cents', () => {
    expect(convertMinor(2500, kes)).toBe(323375);
    expect(convertMinor(323375, kes, true)).toBe(2500);
    expect(convertMinor(1, kes)).toBe(129);
  });

  it('when a conversion lands between two minor units, then it rounds half up', () => {
    expect(convertMinor(1, { from: 'USD', to: 'GHS', value: '15.5' })).toBe(16);
    expect(convertMinor(1, { from: 'USD', to: 'GHS', value: '15.49' })).toBe(15);
    expect(convertMinor(100_000_000_000, { from: 'USD', to: 'NGN', value: '1530.123456' })).toBe(
      153_012_345_600_000,
    );
  });

  it('when a rate is zero or malformed, then nothing is converted', () => {
    expect(() => convertMinor(100, { from: 'USD', to: 'KES', value: '0' })).toThrow(RangeError);
    expect(() => convertMinor(100, { from: 'USD', to: 'KES', value: '1.2.3' })).toThrow(RangeError);
  });
});

describe('minor units back to major', () => {
  it('when minor units are shown, then they read as the decimal they are', () => {
    expect(fromMinorUnits(323375, 'KES')).toBe('3233.75');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(-2500, 'USD')).toBe('-25.00');
  });
});

describe('the share of a charge a refund returns', () => {
  it('when the whole gift is refunded, then exactly what was paid goes back; a part, its share', () => {
    expect(chargedShare(323375, 2500, 2500)).toBe(323375);
    expect(chargedShare(323375, 1000, 2500)).toBe(129350);
  });
});

describe('the parts of a gift given back', () => {
  const gift = { wholeCents: 1_000, chargedMinor: 129_353 };

  it('given a third and then the rest refunded in dollars, when their shillings are added, then they are exactly the charge', () => {
    const first = chargedPart(gift, { cents: 0, minor: 0 }, 333);
    const rest = chargedPart(gift, { cents: 333, minor: first }, 667);
    expect(first).toBe(43_075);
    expect(first + rest).toBe(129_353);
  });

  it('given a provider refund in shillings, when its dollars are counted and we refund the rest, then both sides end exactly', () => {
    const cents = creditedPart(gift, { cents: 0, minor: 0 }, 50_000);
    expect(cents).toBe(387);
    const rest = chargedPart(gift, { cents, minor: 50_000 }, gift.wholeCents - cents);
    expect(50_000 + rest).toBe(129_353);
  });

  it('when all that is left of the charge goes back, then all that is left of the credit goes with it', () => {
    expect(creditedPart(gift, { cents: 400, minor: 51_741 }, 77_612)).toBe(600);
  });

  it('given a gift in CFA francs (no minor unit), when all of its charge but one franc goes back, then a cent of its credit stays with that franc', () => {
    const francs = { wholeCents: 1_000, chargedMinor: 6_033 };
    expect(creditedPart(francs, { cents: 750, minor: 4_524 }, 1_508)).toBe(249);
    expect(chargedPart(francs, { cents: 999, minor: 6_032 }, 1)).toBe(1);
  });

  it('given a US dollar gift, when parts go back, then cents and minor units are the same', () => {
    const usd = { wholeCents: 2_500, chargedMinor: 2_500 };
    expect(chargedPart(usd, { cents: 1_000, minor: 1_000 }, 700)).toBe(700);
    expect(creditedPart(usd, { cents: 1_000, minor: 1_000 }, 700)).toBe(700);
  });
});

describe('an amount as a donor reads it in a mail', () => {
  it('when shillings were paid, then the mail names them with their symbol and the US-dollar equivalent', () => {
    expect(paidAmountText({ currency: 'KES', amountMinor: 130_000 }, 1_006)).toBe(
      'KSh\u00a01,300.00 ($10.06)',
    );
    expect(paidAmountText({ currency: 'KES', amountMinor: 130_000 }, 1_006, 'fr')).toBe(
      '1\u202f300,00\u00a0KSh (10,06\u00a0$US)',
    );
  });

  it('when dollars were paid, then the mail names the dollars only', () => {
    expect(paidAmountText({ currency: 'USD', amountMinor: 2_500 }, 2_500)).toBe('$25.00');
    expect(paidAmountText(undefined, 2_500)).toBe('$25.00');
  });
});

describe('amounts written for people', () => {
  it('when US dollars are written, then every language names them as Intl does, never a bare $ beside other dollars', () => {
    expect(moneyWithSymbol(2_500, 'USD', 'en')).toBe('$25.00');
    expect(moneyWithSymbol(2_500, 'USD', 'fr')).toBe('25,00\u00a0$US');
    expect(moneyWithSymbol(2_500, 'USD', 'sw')).toBe('US$\u00a025.00');
  });

  it('when a provider names a currency as text, then ours is written with its own sign and another with its code', () => {
    expect(namedMoneyText(250_000, 'kes', 'en')).toBe('KSh\u00a02,500.00');
    expect(namedMoneyText(2_500, 'usd', 'fr')).toBe('25,00\u00a0$US');
    expect(namedMoneyText(2_500, 'EUR', 'fr')).toBe('25,00\u00a0€');
  });

  it('when a Tanzanian amount is whole, then it is written without the cents nobody reads, as the donate form does', () => {
    expect(moneyWithSymbol(2_000_000, 'TZS', 'sw')).toBe(
      new Intl.NumberFormat('sw', {
        style: 'currency',
        currency: 'TZS',
        maximumFractionDigits: 0,
      }).format(20_000),
    );
    expect(moneyWithSymbol(2_000_000, 'TZS')).toBe('TSh\u00a020,000');
    expect(moneyWithSymbol(2_000_050, 'TZS')).toBe('TSh\u00a020,000.50');
  });

  it('when a currency reads its cents or has none, then its own decimals are written', () => {
    expect(moneyWithSymbol(50_000, 'KES')).toBe('KSh\u00a0500.00');
    expect(moneyWithSymbol(20_000, 'UGX')).toBe('USh\u00a020,000');
    expect(moneyWithSymbol(5000, 'XOF', 'fr')).not.toContain(',');
  });
});
