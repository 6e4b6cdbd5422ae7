import { type CampaignGift, keptCents } from '../money-out/campaign-gifts';

/** What a gift cost to take: a rate in basis points plus a fixed charge in cents. */
type ProcessingFee = { basisPoints: number; fixedCents: number };

/**
 * PaymentSucceeded records no fee, so the providers' published card rates for USD are used: Stripe 2.9% + 30¢,
 * Paystack 3.9% + 0 (international cards, within the 1.5-3.9% the spec's copy quotes). The sandbox, gifts received
 * offline and crypto pledges cost nothing.
 */
export const PROCESSING_FEES: Record<string, ProcessingFee> = {
  stripe: { basisPoints: 290, fixedCents: 30 },
  paystack: { basisPoints: 390, fixedCents: 0 },
};

export const PLATFORM_FEE_BASIS_POINTS = 500;

/** A share of an amount in cents, rounded half up to the cent. */
export const shareOf = (cents: number, basisPoints: number) =>
  Math.floor((cents * basisPoints + 5_000) / 10_000);

export const processingFeeOf = (amountCents: number, provider: string | null) => {
  const fee = provider ? PROCESSING_FEES[provider] : undefined;
  return fee ? shareOf(amountCents, fee.basisPoints) + fee.fixedCents : 0;
};

export type WithdrawalAmounts = {
  grossCents: number;
  platformFeeCents: number;
  processingFeesCents: number;
  netCents: number;
};

/**
 * Gross is what the gifts still bring (not refunded by us, less what the provider gave back); the platform keeps 5% of
 * it; the providers' fees, charged on what each gift was when taken, come off too.
 */
export const withdrawalAmounts = (
  gifts: readonly (Pick<CampaignGift, 'amountCents' | 'refunded' | 'reversedCents'> & {
    provider: string | null;
  })[],
): WithdrawalAmounts => {
  const kept = gifts.filter((gift) => !gift.refunded);
  const grossCents = kept.reduce((sum, gift) => sum + keptCents(gift), 0);
  const platformFeeCents = shareOf(grossCents, PLATFORM_FEE_BASIS_POINTS);
  const processingFeesCents = kept.reduce(
    (sum, gift) => sum + processingFeeOf(gift.amountCents, gift.provider),
    0,
  );
  return {
    grossCents,
    platformFeeCents,
    processingFeesCents,
    netCents: Math.max(0, grossCents - platformFeeCents - processingFeesCents),
  };
};
