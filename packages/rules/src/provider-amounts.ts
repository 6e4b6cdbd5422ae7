import {
  CURRENCIES,
  type CurrencyCode,
  fromMinorUnits,
  type PaymentProviderName,
  toMinorUnits,
} from './currency';

/**
 * How a provider's API writes an amount, where it is not our minor units (ISO 4217's exponent): 'major' for a
 * decimal of major units (Flutterwave: XOF 5000, KES 1500.5; BTCPay's invoices), else the exponent the provider
 * uses for a currency whose own differs from ISO's (none today: Stripe's zero-decimal currencies are ISO's, Paystack
 * counts the subunits of two-decimal currencies). Read only by each provider's adapter.
 */
export const PROVIDER_AMOUNT_UNITS: Record<
  PaymentProviderName,
  'major' | Partial<Record<CurrencyCode, number>>
> = {
  sandbox: {},
  stripe: {},
  paystack: {},
  btcpay: 'major',
  flutterwave: 'major',
};

/** How many places a provider's minor units are shifted from ISO's for the currency (none but where it says). */
const shiftOf = (unit: Partial<Record<CurrencyCode, number>>, currency: CurrencyCode) =>
  (unit[currency] ?? CURRENCIES[currency].minorUnits) - CURRENCIES[currency].minorUnits;

/**
 * What we ask `provider` to charge for `minor` units of `currency`, in the provider's own writing. Throws when the
 * provider cannot express the amount (never rounded: that would charge another amount than the one booked).
 */
export const providerAmount = (
  minor: number,
  currency: CurrencyCode,
  provider: PaymentProviderName,
) => {
  const unit = PROVIDER_AMOUNT_UNITS[provider];
  if (unit === 'major') return Number(fromMinorUnits(minor, currency));
  const shift = shiftOf(unit, currency);
  if (shift >= 0) return minor * 10 ** shift;
  if (minor % 10 ** -shift !== 0)
    throw new RangeError(`${provider} cannot charge ${minor} minor units of ${currency}`);
  return minor / 10 ** -shift;
};

/**
 * The minor units of `currency` a provider's reported amount stands for: what we book. Undefined when the amount is
 * not a whole number of the currency's units (a franc and a half), so it can never be booked as something else.
 */
export const bookedMinor = (
  amount: number,
  currency: CurrencyCode,
  provider: PaymentProviderName,
): number | undefined => {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const unit = PROVIDER_AMOUNT_UNITS[provider];
  if (unit === 'major') {
    const read = toMinorUnits(amount, currency);
    return read.ok ? read.minor : undefined;
  }
  if (!Number.isSafeInteger(amount)) return undefined;
  const shift = shiftOf(unit, currency);
  const scale = 10 ** Math.abs(shift);
  if (shift <= 0) return amount * scale;
  return amount % scale === 0 ? amount / scale : undefined;
};
