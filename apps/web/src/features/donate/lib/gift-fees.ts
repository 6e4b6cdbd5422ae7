import {
  convertMinor,
  coverCharged,
  type CurrencyCode,
  feeCoverOf,
  giftShareOf,
  GOAL_CURRENCY,
  type PaidBy,
} from '@harambee/rules';
import type { GiftQuote } from './currency';

/** A gift's fees in the currency it is paid in, in its minor units: what reaches the creator, and the cover on top. */
export type GiftFees = {
  giftMinor: number;
  platformFeeMinor: number;
  processingFeeMinor: number;
  creatorMinor: number;
  coverMinor: number;
};

/**
 * The fees of a gift of `giftMinor` in `currency` by the rules the withdrawal applies (on what the campaign counts),
 * turned back into the donor's currency at the quoted rate, as the checkout charges a cover: raised so the whole
 * charge is whole units on a network that takes only those (`coverCharged`, the checkout's own rule).
 */
export const giftFeesOf = (
  giftMinor: number,
  currency: CurrencyCode,
  quote: GiftQuote,
  provider: string | null | undefined,
  method: PaidBy = 'card',
): GiftFees => {
  const inCurrency = (cents: number) =>
    currency === GOAL_CURRENCY
      ? cents
      : convertMinor(cents, { from: GOAL_CURRENCY, to: currency, value: quote.rate.value });
  const share = giftShareOf(quote.creditedCents, provider);
  const platformFeeMinor = inCurrency(share.platformFeeCents);
  const processingFeeMinor = inCurrency(share.processingFeeCents);
  return {
    giftMinor,
    platformFeeMinor,
    processingFeeMinor,
    creatorMinor: Math.max(0, giftMinor - platformFeeMinor - processingFeeMinor),
    coverMinor: coverCharged(
      giftMinor,
      inCurrency(feeCoverOf(quote.creditedCents, provider).cents),
      currency,
      method,
    ),
  };
};
