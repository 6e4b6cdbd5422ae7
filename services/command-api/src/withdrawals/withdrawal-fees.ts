import { PLATFORM_FEE_BASIS_POINTS, processingFeeOf, shareOf } from '@harambee/rules';
import { type CampaignGift, keptCents } from '../money-out/campaign-gifts';

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
