import { chargedShare, PLATFORM_FEE_BASIS_POINTS, processingFeeOf, shareOf } from '@harambee/rules';
import { type CampaignGift, keptCents, takenBackWhole } from '../money-out/campaign-gifts';

export type WithdrawalAmounts = {
  grossCents: number;
  platformFeeCents: number;
  processingFeesCents: number;
  netCents: number;
};

export type FeeGift = Pick<
  CampaignGift,
  'amountCents' | 'refundedCents' | 'reversedCents' | 'provider' | 'feeCover' | 'providerFeeCents'
>;

/**
 * A gift's processing fee, as its provider said it took it (estimated at its published rate when it did not), less
 * what its donor covered of it at the gift (never below nothing: a cover beyond the fee went to the platform's fees
 * when the gift was booked), in proportion to what the gift still brings: none once it was taken back whole (by us,
 * the provider or a dispute lost), so the dollar amounts and each currency's count it alike.
 */
export const processingFeeLeft = (gift: FeeGift) =>
  chargedShare(
    Math.max(
      0,
      (gift.providerFeeCents ?? processingFeeOf(gift.amountCents, gift.provider)) -
        (gift.feeCover?.processingFeeCents ?? 0),
    ),
    keptCents(gift),
    gift.amountCents,
  );

/**
 * The platform's 5 %: of the gifts whose donor did not cover the fees, together; of a covered gift, only what its
 * cover falls short of (nothing, the cover being the whole fee). `unitsOf` gives some of a gift's cents in the units
 * counted (the cents themselves, or the minor units of what the gift was charged).
 */
export const platformFeeOf = <Gift extends FeeGift>(
  gifts: readonly Gift[],
  unitsOf: (gift: Gift, cents: number) => number = (_, cents) => cents,
) => {
  const uncovered = gifts.filter((gift) => !gift.feeCover);
  const shortOf = (gift: Gift) =>
    Math.max(
      0,
      shareOf(keptCents(gift), PLATFORM_FEE_BASIS_POINTS) - (gift.feeCover?.platformFeeCents ?? 0),
    );
  return gifts
    .filter((gift) => gift.feeCover)
    .reduce(
      (sum, gift) => sum + unitsOf(gift, shortOf(gift)),
      shareOf(
        uncovered.reduce((sum, gift) => sum + unitsOf(gift, keptCents(gift)), 0),
        PLATFORM_FEE_BASIS_POINTS,
      ),
    );
};

/** Fees never take more than the gross: what is left of it after the platform's share caps the processing fees. */
export const cappedFees = (gross: number, platformFee: number, processingFees: number) => {
  const platform = Math.min(platformFee, gross);
  const processing = Math.min(processingFees, gross - platform);
  return { platform, processing, net: gross - platform - processing };
};

/**
 * Gross is what the gifts still bring (less what we refunded of them and what the provider gave back); the platform keeps 5% of
 * it and the providers' fees, each in proportion to what its gift still brings, come off, except what donors covered
 * at the gift; the fees never exceed the gross, so a gross of nothing pays nothing.
 */
export const withdrawalAmounts = (gifts: readonly FeeGift[]): WithdrawalAmounts => {
  const kept = gifts.filter((gift) => !takenBackWhole(gift));
  const grossCents = kept.reduce((sum, gift) => sum + keptCents(gift), 0);
  const fees = cappedFees(
    grossCents,
    platformFeeOf(kept),
    kept.reduce((sum, gift) => sum + processingFeeLeft(gift), 0),
  );
  return {
    grossCents,
    platformFeeCents: fees.platform,
    processingFeesCents: fees.processing,
    netCents: fees.net,
  };
};
