/** What a gift cost to take: a rate in basis points plus a fixed charge in cents. */
type ProcessingFee = { basisPoints: number; fixedCents: number };

/**
 * The estimate, shown before the donor decides and used for a gift whose provider did not say what it took (older
 * payments, Stripe): the providers' published card rates for USD, Stripe 2.9% + 30¢, Paystack 3.9% + 0 (international
 * cards, within the 1.5-3.9% the spec's copy quotes); Flutterwave 3% + 0, its published rate for mobile-money
 * collections (Uganda's pricing page: 3.0% mobile money, 3.2% local and 3.8% international cards), since the wallets
 * are what it charges for us. The sandbox, gifts received offline and crypto pledges cost nothing.
 */
export const PROCESSING_FEES: Record<string, ProcessingFee> = {
  stripe: { basisPoints: 290, fixedCents: 30 },
  paystack: { basisPoints: 390, fixedCents: 0 },
  flutterwave: { basisPoints: 300, fixedCents: 0 },
};

export const PLATFORM_FEE_BASIS_POINTS = 500;

/** A share of an amount in cents, rounded half up to the cent. */
export const shareOf = (cents: number, basisPoints: number) =>
  Math.floor((cents * basisPoints + 5_000) / 10_000);

export const processingFeeOf = (amountCents: number, provider: string | null | undefined) => {
  const fee = provider ? PROCESSING_FEES[provider] : undefined;
  return fee ? shareOf(amountCents, fee.basisPoints) + fee.fixedCents : 0;
};

/** A provider's own fee on one charge, in minor units of the currency it took it in. */
export type ProviderFee = { currency: string; amountMinor: number };

/**
 * A provider's own fee in US cents, at the rate the gift was charged at (its US cents over the minor units its
 * donor's network was charged for it, `charged`, absent for US cents). Unknown (undefined) in any other currency.
 */
export const providerFeeCents = (
  fee: ProviderFee,
  gift: { amountCents: number; charged?: { currency: string; amountMinor: number } },
): number | undefined => {
  if (fee.currency === 'USD') return fee.amountMinor;
  if (gift.charged?.currency !== fee.currency || gift.charged.amountMinor <= 0) return undefined;
  return Math.round((fee.amountMinor * gift.amountCents) / gift.charged.amountMinor);
};

/** What one gift leaves the creator once the campaign is funded, in cents. */
export const giftShareOf = (amountCents: number, provider: string | null | undefined) => {
  const platformFeeCents = shareOf(amountCents, PLATFORM_FEE_BASIS_POINTS);
  const processingFeeCents = processingFeeOf(amountCents, provider);
  return {
    platformFeeCents,
    processingFeeCents,
    creatorCents: Math.max(0, amountCents - platformFeeCents - processingFeeCents),
  };
};

/**
 * What a donor who covers the fees adds on top of a gift of `amountCents`, in cents: the fees the gift would carry,
 * so the creator receives the whole gift.
 */
export const feeCoverOf = (amountCents: number, provider: string | null | undefined) => {
  const { platformFeeCents, processingFeeCents } = giftShareOf(amountCents, provider);
  return { platformFeeCents, processingFeeCents, cents: platformFeeCents + processingFeeCents };
};
