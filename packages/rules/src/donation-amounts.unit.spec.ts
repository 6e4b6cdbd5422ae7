import { CURRENCY_CODES, toMinorUnits } from './currency';
import {
  coverCharged,
  DONATION_PRESETS,
  donationPresetsIn,
  nearestWholeUnit,
  takesWholeUnits,
  wholeUnitAbove,
} from './donation-amounts';

describe('donation presets', () => {
  it.each(CURRENCY_CODES)(
    'when the donor chooses %s, then the form has four rising whole presets in it',
    (currency) => {
      const presets = donationPresetsIn(currency);
      expect(presets).toHaveLength(4);
      expect([...presets].sort((a, b) => a - b)).toEqual(presets);
      for (const preset of presets) expect(Number.isInteger(preset) && preset > 0).toBe(true);
    },
  );

  it('when a currency is taken, then it has presets, and no presets name a currency not taken', () => {
    expect(Object.keys(DONATION_PRESETS).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it('when giving in shillings or cedis, then the presets are the amounts people give there', () => {
    expect(donationPresetsIn('KES')).toEqual([500, 1_000, 2_500, 5_000]);
    expect(donationPresetsIn('GHS')).toEqual([50, 100, 200, 500]);
    expect(donationPresetsIn('USD')).toEqual([10, 25, 50, 100]);
  });
});

describe('whole units', () => {
  const kes = (major: string) => {
    const read = toMinorUnits(major, 'KES');
    if (!read.ok) throw new Error(read.words.key);
    return read.minor;
  };

  it('when paid by mobile money, then whole units are taken; by card, cents', () => {
    expect(takesWholeUnits('mobileMoney')).toBe(true);
    expect(takesWholeUnits('card')).toBe(false);
  });

  it('when an amount has cents, then it rounds half up to the nearest unit, or up to the unit above', () => {
    expect(nearestWholeUnit(kes('64612.49'), 'KES')).toBe(kes('64612'));
    expect(nearestWholeUnit(kes('64612.50'), 'KES')).toBe(kes('64613'));
    expect(wholeUnitAbove(kes('524.55'), 'KES')).toBe(kes('525'));
    expect(wholeUnitAbove(kes('525'), 'KES')).toBe(kes('525'));
  });

  it('when fees of KSh 24.55 are covered on KSh 500 by M-PESA, then the charge is KSh 525 and the gift stays KSh 500', () => {
    const cover = coverCharged(kes('500'), kes('24.55'), 'KES', 'mobileMoney');
    expect(cover).toBe(kes('25'));
    expect(kes('500') + cover).toBe(kes('525'));
  });

  it('when the same fees are covered by card, then they are charged to the cent', () => {
    expect(coverCharged(kes('500'), kes('24.55'), 'KES', 'card')).toBe(kes('24.55'));
  });
});
