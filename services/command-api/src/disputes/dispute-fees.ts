import { isCurrencyCode } from '@harambee/rules';
import type { ProviderNotice } from '../payments/payment-provider';

/** What a dispute cost at the provider, as its notice says (see `fees` on a dispute notice). */
export type DisputeFees = Extract<ProviderNotice, { kind: 'disputeOpened' }>['fees'];

const money = (fees: DisputeFees, amountMinor: number | undefined) => {
  const currency = fees?.currency.toUpperCase();
  return currency && isCurrencyCode(currency) && amountMinor !== undefined
    ? { currency, amountMinor }
    : undefined;
};

/** The fee the provider took for a dispute when it opened, kept when said in a currency the books know. */
export const feeTaken = (fees: DisputeFees) => {
  const providerFee = money(fees, fees?.taken);
  return providerFee ? { providerFee } : {};
};

/** The fee the provider gave back when the dispute closed (Stripe's dispute fee, on a dispute won), if any. */
export const feeReturned = (fees: DisputeFees) => {
  const providerFeeReturned = money(fees, fees?.returned || undefined);
  return providerFeeReturned ? { providerFeeReturned } : {};
};
