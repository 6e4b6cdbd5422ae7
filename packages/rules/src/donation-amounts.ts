import { CURRENCIES, type CurrencyCode } from './currency';

/**
 * The preset gifts the donate form offers in each currency we take, in whole major units: amounts people give
 * there (KES 500, GHS 50, R100), not dollar presets read in another money.
 */
export const DONATION_PRESETS = {
  USD: [10, 25, 50, 100],
  KES: [500, 1_000, 2_500, 5_000],
  GHS: [50, 100, 200, 500],
  ZAR: [100, 250, 500, 1_000],
  NGN: [5_000, 10_000, 25_000, 50_000],
  GMD: [250, 500, 1_000, 2_500],
  XOF: [2_000, 5_000, 10_000, 25_000],
  XAF: [2_000, 5_000, 10_000, 25_000],
  TZS: [5_000, 10_000, 25_000, 50_000],
  UGX: [10_000, 20_000, 50_000, 100_000],
  RWF: [2_000, 5_000, 10_000, 20_000],
} as const satisfies Record<CurrencyCode, readonly number[]>;

export const donationPresetsIn = (currency: CurrencyCode): readonly number[] =>
  DONATION_PRESETS[currency];

/** How a gift is paid, as far as its network's smallest unit goes. */
export type PaidBy = 'card' | 'mobileMoney' | 'crypto';

/** Mobile-money networks (M-PESA, MTN MoMo, …) take whole units of their money: KSh 525, never KSh 524.55. */
export const takesWholeUnits = (method: PaidBy) => method === 'mobileMoney';

const unitOf = (currency: CurrencyCode) => 10 ** CURRENCIES[currency].minorUnits;

/** Minor units rounded half up to a whole major unit (KSh 64,612.49 → 64,612). */
export const nearestWholeUnit = (minor: number, currency: CurrencyCode) =>
  Math.floor((minor + unitOf(currency) / 2) / unitOf(currency)) * unitOf(currency);

/** Minor units rounded up to a whole major unit (KSh 524.55 → 525). */
export const wholeUnitAbove = (minor: number, currency: CurrencyCode) =>
  Math.ceil(minor / unitOf(currency)) * unitOf(currency);

/**
 * The part of a charge that covers the fees, in minor units, as the checkout asks it and the form shows it: the fees
 * as computed, and on a network that takes whole units, raised so the whole charge (gift and cover) is a whole unit
 * (the donor never covers less than the fees; the gift's own part stays what they gave, which the ledger reads back
 * as the charge less the cover).
 */
export const coverCharged = (
  giftMinor: number,
  feesMinor: number,
  currency: CurrencyCode,
  method: PaidBy,
) =>
  takesWholeUnits(method) ? wholeUnitAbove(giftMinor + feesMinor, currency) - giftMinor : feesMinor;
