import { isCurrencyCode, moneyWithSymbol } from '@harambee/rules';
import type { ProviderNotice } from '../payments/payment-provider';

/**
 * An amount in a currency's minor units as pages write it (`$25.00`, `FCFA 6,033`: each currency with its own
 * exponent); a currency Harambee does not hold stays in minor units under its code.
 */
export const moneyText = (minor: number, currency: string) => {
  const code = currency.toUpperCase();
  return isCurrencyCode(code) ? moneyWithSymbol(minor, code) : `${minor} ${code} minor units`;
};

const amountOf = (notice: ProviderNotice) => moneyText(notice.amountCents, notice.currency);

const chargeOf = (notice: ProviderNotice) =>
  'paymentId' in notice.charge ? notice.charge.paymentId : notice.charge.providerReference;

export const unknownCharge = (notice: ProviderNotice) =>
  `${notice.provider} names charge ${chargeOf(notice)}, for which no gift was recorded; nothing was booked`;

export const refundExceedsGift = (notice: ProviderNotice, leftCents: number) =>
  `${notice.provider} refunded ${amountOf(notice)} of payment ${chargeOf(notice)}, more than the ${moneyText(leftCents, notice.currency)} left of the gift; nothing was booked`;

export const disputeExceedsGift = (notice: ProviderNotice, leftCents: number) =>
  `${notice.provider} says a dispute of ${amountOf(notice)} was opened on payment ${chargeOf(notice)}, more than the ${moneyText(leftCents, notice.currency)} left of the gift (refunded, or refunding); nothing was booked`;

export const refundFailedAtProvider = (notice: ProviderNotice) =>
  `${notice.provider} says refund ${'refundReference' in notice ? notice.refundReference : ''} of ${amountOf(notice)} on payment ${chargeOf(notice)} failed: the donor did not get the money back`;

export const wrongCurrency = (notice: ProviderNotice, paidIn: string) =>
  `${notice.provider} reported ${amountOf(notice)} on payment ${chargeOf(notice)}, which was paid in ${paidIn}; nothing was booked`;
